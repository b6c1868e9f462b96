// The accessible names of a list's move and remove buttons, the same in every list of the editor.
import type { TextFunction } from '@shared/ui/texts';

export const listLabels = (t: TextFunction) => ({
  up: t('channelContent.list.up'),
  down: t('channelContent.list.down'),
  remove: t('channelContent.list.remove'),
});
