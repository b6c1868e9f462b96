// What the host page told the widget over the protocol.

import type { HostPage, HostUser } from '@shared/protocol';
import { atom } from 'nanostores';

/** The visitor id the loader keeps in the host's storage. */
export const $visitorId = atom<string | undefined>(undefined);
/** The host's signed-in user, from `setUser`. */
export const $hostUser = atom<HostUser | undefined>(undefined);
/** The locale the host asked for (`data-locale`, `setLocale`): the spec's locale parameter. */
export const $hostLocale = atom<string | undefined>(undefined);
/** Where the visitor is on the host page (`page`): reported to the server for the agent. */
export const $hostPage = atom<HostPage | undefined>(undefined);
/** Counts every `show`, so a page can focus its input each time the panel opens. */
export const $shownCount = atom(0);
/** Counts every `hide`: the host closed the panel. */
export const $hiddenCount = atom(0);
