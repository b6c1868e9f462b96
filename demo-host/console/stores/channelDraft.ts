// The channel open in the editor: its settings as loaded (and the version they are), the draft
// the owner changes, what is wrong with the draft, and its save. Nothing reaches visitors
// until a save; the preview shows the draft meanwhile. A save over a version someone else saved
// meanwhile is refused (409) and the draft is kept, to reload theirs or to save over it.
import { ApiError, type ChannelSettings, type EditedChannel } from '@shared/api';
import type { SettingsProblem } from '@shared/channelRules';
import { atom, computed } from 'nanostores';
import { callAdmin } from '../api/agentClient';
import { $me } from './auth';
import { draftProblems } from './channelProblems';
import { channelSaved } from './channels';

/** The channel as the server last answered it; undefined while none is open. */
export const $loaded = atom<EditedChannel | undefined>(undefined);
/** The settings being edited. */
export const $draft = atom<ChannelSettings | undefined>(undefined);
/** What the server refused the last save for, shown beside its field until that field changes. */
export const $refusal = atom<SettingsProblem | undefined>(undefined);
/** The last save met a newer version: the draft is kept until the owner says which wins. */
export const $conflict = atom(false);
export const $saving = atom(false);

/** Deep equality of JSON values, key order aside. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a != 'object' || typeof b != 'object' || a === null || b === null) return false;
  if (Array.isArray(a) != Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    keysA.length == keysB.length &&
    keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

export const $dirty = computed([$loaded, $draft], (loaded, draft) =>
  Boolean(loaded && draft && !sameValue(loaded.settings, draft)),
);

export const $problems = computed([$draft, $refusal], (draft, refusal): SettingsProblem[] => {
  if (!draft) return [];
  const own = draftProblems(draft);
  return refusal && !own.some((problem) => problem.field == refusal.field) ? [...own, refusal] : own;
});

function show(edited: EditedChannel) {
  $loaded.set(edited);
  $draft.set(edited.settings);
  $refusal.set(undefined);
  $conflict.set(false);
}

let opening: string | undefined;

/**
 * Opens a channel in the editor. A draft of the same channel with unsaved changes is kept (the
 * owner went back and came again); anything else is loaded afresh.
 */
export async function openDraft(channelId: string) {
  if ($loaded.get()?.channel.channelId == channelId && $dirty.get()) return;
  opening = channelId;
  if ($loaded.get()?.channel.channelId != channelId) closeDraft();
  const edited = await callAdmin('channel', { channelId });
  // Another channel was opened meanwhile: this answer is no longer wanted.
  if (opening == channelId) show(edited);
}

export function closeDraft() {
  $loaded.set(undefined);
  $draft.set(undefined);
  $refusal.set(undefined);
  $conflict.set(false);
}

/** The value at a dot path of the settings (`chatMenuConfigList.2.labelLink`). */
const valueAt = (settings: unknown, path: string) =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], settings);

export function updateDraft(patch: Partial<ChannelSettings>) {
  const draft = $draft.get();
  if (!draft) return;
  const next = { ...draft, ...patch };
  $draft.set(next);
  const refusal = $refusal.get();
  if (refusal && !sameValue(valueAt(draft, refusal.field), valueAt(next, refusal.field))) $refusal.set(undefined);
}

/** Back to the settings as loaded. */
export function discardDraft() {
  const loaded = $loaded.get();
  if (loaded) show(loaded);
}

/** A refusal's "settings.mainColor: …" as a problem of the settings; undefined when it names no setting. */
export function refusalOf(message: string, settings: ChannelSettings): SettingsProblem | undefined {
  const [, path, words] = /^(?:settings\.)?([\w.]+): (.+)$/s.exec(message) ?? [];
  if (!path || !words || !(path.split('.')[0]! in settings)) return undefined;
  return { field: path, message: words };
}

export type SaveOutcome =
  /** Saved: the draft is what visitors get from their next page load. */
  | { kind: 'saved' }
  /** Not sent: the draft has problems the server would refuse; the first is named. */
  | { kind: 'invalid'; problem: SettingsProblem }
  /** Someone saved a newer version meanwhile ($conflict). */
  | { kind: 'conflict' }
  /** The server refused a field (400): shown beside it ($refusal). */
  | { kind: 'refused'; problem: SettingsProblem };

async function saveOver(version: number): Promise<SaveOutcome> {
  const loaded = $loaded.get();
  const draft = $draft.get();
  if (!loaded || !draft) throw new Error('no channel is open');
  const first = $problems.get()[0];
  if (first) return { kind: 'invalid', problem: first };
  const { channelId } = loaded.channel;
  $saving.set(true);
  try {
    const saved = await callAdmin('saveChannel', { channelId, version, settings: draft });
    if ($loaded.get()?.channel.channelId != channelId) return { kind: 'saved' };
    $loaded.set(saved);
    // What was typed while the save was on its way stays in the draft, still unsaved.
    if ($draft.get() === draft) $draft.set(saved.settings);
    $refusal.set(undefined);
    $conflict.set(false);
    channelSaved(saved.channel);
    return { kind: 'saved' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code == 409) {
      $conflict.set(true);
      return { kind: 'conflict' };
    }
    const problem = error.code == 400 ? refusalOf(error.message, draft) : undefined;
    if (!problem) throw error;
    $refusal.set(problem);
    return { kind: 'refused', problem };
  } finally {
    $saving.set(false);
  }
}

/** Saves the draft over the version it was loaded from. */
export function saveDraft(): Promise<SaveOutcome> {
  const loaded = $loaded.get();
  if (!loaded) throw new Error('no channel is open');
  return saveOver(loaded.channel.version);
}

/** After a conflict: their version replaces the draft. */
export async function reloadTheirs() {
  const loaded = $loaded.get();
  if (!loaded) return;
  show(await callAdmin('channel', { channelId: loaded.channel.channelId }));
}

/** After a conflict: the draft is saved over the newest version, whatever it holds. */
export async function keepMineAndSave(): Promise<SaveOutcome> {
  const loaded = $loaded.get();
  if (!loaded) throw new Error('no channel is open');
  const newest = await callAdmin('channel', { channelId: loaded.channel.channelId });
  // Unsaved changes are now those between theirs and the draft.
  $loaded.set(newest);
  return saveOver(newest.channel.version);
}

/**
 * An earlier version's settings saved as the newest (a save like any other, refused with 409
 * when someone saved meanwhile); the draft becomes them, unsaved changes gone.
 */
export async function restoreVersion(restore: number) {
  const loaded = $loaded.get();
  if (!loaded) throw new Error('no channel is open');
  const { channelId, version } = loaded.channel;
  const restored = await callAdmin('restoreChannel', { channelId, version, restore });
  show(restored);
  channelSaved(restored.channel);
}

// Another person signing in in this tab never sees the last one's draft.
let openFor = $me.get()?.adminId;
$me.listen((me) => {
  if (me?.adminId == openFor) return;
  openFor = me?.adminId;
  closeDraft();
});
