// Settings: how this browser alerts the agent, their own password, and the team's saved replies.
import { useT } from '../../i18n';
import { ChangePasswordForm } from './ChangePasswordForm';
import { NotificationSettings } from './NotificationSettings';
import { SavedRepliesSettings } from './SavedRepliesSettings';

export function SettingsPage() {
  const t = useT();
  return (
    <main class="section settings">
      <h1>{t('settings.heading')}</h1>
      <NotificationSettings />
      <ChangePasswordForm />
      <SavedRepliesSettings />
    </main>
  );
}
