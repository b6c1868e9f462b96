// The channel editor's sections, in the order an owner thinks of a channel; each is a tab
// (its title is the console text `channels.sections.<key>`), and its fields are the settings
// the tab's component edits.
import type { FunctionComponent } from 'preact';
import { FormsSection } from './FormsSection';
import { LanguageSection } from './LanguageSection';
import { LeaveSection } from './LeaveSection';
import { LookSection } from './LookSection';
import { MenusSection } from './MenusSection';
import { RatingSection } from './RatingSection';
import { RoutingSection } from './RoutingSection';
import { SecuritySection } from './SecuritySection';
import type { SectionProps } from './sectionProps';
import { TextsSection } from './TextsSection';
import { ToolsSection } from './ToolsSection';

export const CHANNEL_SECTIONS = [
  { key: 'look', component: LookSection },
  { key: 'texts', component: TextsSection },
  { key: 'routing', component: RoutingSection },
  { key: 'tools', component: ToolsSection },
  { key: 'menus', component: MenusSection },
  { key: 'forms', component: FormsSection },
  { key: 'rating', component: RatingSection },
  { key: 'leave', component: LeaveSection },
  { key: 'language', component: LanguageSection },
  { key: 'security', component: SecuritySection },
] as const satisfies readonly { key: string; component: FunctionComponent<SectionProps> }[];

export type ChannelSectionKey = (typeof CHANNEL_SECTIONS)[number]['key'];
