// The editor's tabs, each a path: /channels/<id>/<tab>, a section of the settings, Install or History.
import { SECTIONS } from '../../sections';
import { CHANNEL_SECTIONS, type ChannelSectionKey } from './sections';

export type EditorTab = ChannelSectionKey | 'install' | 'history';

export const EDITOR_TABS: readonly EditorTab[] = [
  ...CHANNEL_SECTIONS.map((section) => section.key),
  'install',
  'history',
];

export const isEditorTab = (tab: string | undefined): tab is EditorTab => EDITOR_TABS.includes(tab as EditorTab);

/** The editor's path under the console, on `tab` or on the first. */
export const editorPath = (channelId: string, tab?: EditorTab) =>
  `${SECTIONS.channels}/${encodeURIComponent(channelId)}${tab ? `/${tab}` : ''}`;
