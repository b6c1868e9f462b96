// Settings fields by the kind of value they hold, so one component serves every field of a
// kind (every mode flag, every text) and a patch names its field with its own type.
import type { ChannelSettings } from '@shared/api';

type KeysOf<V> = { [K in keyof ChannelSettings]: ChannelSettings[K] extends V ? K : never }[keyof ChannelSettings];

/** The spec's 0/1 switches. */
export type FlagKey = KeysOf<0 | 1>;
export type TextKey = KeysOf<string>;
export type NumberKey = KeysOf<number>;

/** A patch of one field, typed by it. */
export const patchOf = <K extends keyof ChannelSettings>(key: K, value: ChannelSettings[K]) =>
  ({ [key]: value }) as Pick<ChannelSettings, K>;
