// What every section of the channel editor gets: the draft's settings, a way to change them,
// and the problems the draft has now (shared/channelRules.ts and the schema's, by field path).
import type { ChannelSettings } from '@shared/api';
import type { SettingsProblem } from '@shared/channelRules';

export interface SectionProps {
  channelId: string;
  tenantId: string;
  settings: ChannelSettings;
  /** Merges `patch` into the draft; the preview shows it at once, nothing is saved. */
  update: (patch: Partial<ChannelSettings>) => void;
  problems: readonly SettingsProblem[];
}
