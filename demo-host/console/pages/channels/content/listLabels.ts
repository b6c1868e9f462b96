// The accessible names of a list's move and remove buttons, the same in every list of the editor.
import type { TFunction } from 'i18next';

export const listLabels = (t: TFunction) => ({
  up: t('channelContent.list.up'),
  down: t('channelContent.list.down'),
  remove: t('channelContent.list.remove'),
});
