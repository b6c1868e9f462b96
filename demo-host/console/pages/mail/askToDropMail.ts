// Unsaved mail settings are asked about before they go (another section, another tenant):
// true when there are none, or the admin drops them.
import type { TextFunction } from '@shared/ui/texts';
import { $mailDirty, discardMail } from '../../stores/mailSettings';
import { ask } from '../../stores/question';

export async function mayDropMail(t: TextFunction): Promise<boolean> {
  if (!$mailDirty.get()) return true;
  const answer = await ask(
    t('mail.drop.title'),
    [{ value: 'drop', label: t('mail.drop.drop'), danger: true }],
    t('mail.drop.text'),
  );
  if (answer != 'drop') return false;
  discardMail();
  return true;
}
