// The switches of this browser's alerts: the sound, and desktop notifications (which need the
// browser's permission: when it is refused the switch stays off and says why).
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n';
import {
  $askingPermission,
  $notificationRefusal,
  $preferences,
  setDesktopNotifications,
  setSound,
} from '../../stores/preferences';

export function NotificationSettings() {
  const t = useT();
  const { sound, desktopNotifications } = useStore($preferences);
  const refusal = useStore($notificationRefusal);
  // Off until the browser gives its permission: the switch shows so while it asks.
  const asking = useStore($askingPermission);
  return (
    <section class="settings__card" aria-labelledby="settings-alerts">
      <h2 id="settings-alerts">{t('settings.alerts.heading')}</h2>
      <label class="switch">
        <input
          type="checkbox"
          checked={sound}
          onChange={(event) => setSound((event.target as HTMLInputElement).checked)}
        />
        {t('settings.alerts.sound')}
      </label>
      <label class="switch">
        <input
          type="checkbox"
          checked={desktopNotifications}
          disabled={asking}
          aria-describedby="settings-desktop-hint"
          onChange={(event) => void setDesktopNotifications((event.target as HTMLInputElement).checked)}
        />
        {t('settings.alerts.desktop')}
      </label>
      <p id="settings-desktop-hint" class="muted settings__hint">
        {t('settings.alerts.desktopHint')}
      </p>
      {asking && (
        <p role="status" class="settings__hint">
          {t('settings.alerts.asking')}
        </p>
      )}
      {refusal && (
        <p role="alert" class="error settings__hint">
          {t(`settings.alerts.refused.${refusal}`)}
        </p>
      )}
    </section>
  );
}
