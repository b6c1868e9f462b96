// The Mail page's settings: the shown tenant's as saved, whether the server can send at all
// (SMTP_URL, the sender, DKIM), the draft an admin edits, and its save. What is wrong is shown
// at its field, ours before sending and the server's after; nothing is saved then.
import { ApiError } from '@shared/api';
import type { MailSettings, MailStatus } from '@shared/api/outgoing';
import { atom, computed } from 'nanostores';
import { callAdmin } from '../api/agentClient';
import { $me } from './auth';
import { $channels } from './channels';
import {
  addressesField,
  BLANK_CHANNEL_MAIL,
  type ChannelMailDraft,
  channelDraftOf,
  draftOf,
  type MailDraft,
  type MailField,
  type MailProblems,
  minutesField,
  refusalOf,
  sameDraft,
  settingsOfDraft,
} from './mailDraftRules';
import { $outboxCounts } from './outbox';
import { shownTenant, tenantField } from './shownTenant';

/** As the server last answered; undefined until loaded. */
export const $mail = atom<{ settings: MailSettings; status: MailStatus } | undefined>(undefined);
/** What the form shows; undefined until loaded. */
export const $mailDraft = atom<MailDraft | undefined>(undefined);
/** What is wrong, by field, until that field changes. */
export const $mailProblems = atom<MailProblems>({});

export const $mailDirty = computed([$mail, $mailDraft], (saved, draft) =>
  Boolean(saved && draft && !sameDraft(draftOf(saved.settings), draft)),
);

export async function loadMail() {
  const tenant = shownTenant();
  const { settings, status, counts } = await callAdmin('mailSettings', tenantField());
  if (tenant != shownTenant()) return;
  $mail.set({ settings, status });
  $mailDraft.set(draftOf(settings));
  $mailProblems.set({});
  $outboxCounts.set(counts);
}

function changed(patch: Partial<MailDraft>, field?: MailField) {
  const draft = $mailDraft.get();
  if (!draft) return;
  $mailDraft.set({ ...draft, ...patch });
  if (field && $mailProblems.get()[field]) {
    const { [field]: _gone, ...others } = $mailProblems.get();
    $mailProblems.set(others);
  }
}

export const editTeam = (team: string) => changed({ team }, 'team');

export const editSwitches = (patch: Partial<Pick<MailDraft, 'confirmToVisitor' | 'repliesToVisitor'>>) =>
  changed(patch);

export function editChannelMail(channelId: string, patch: Partial<ChannelMailDraft>) {
  const draft = $mailDraft.get();
  if (!draft) return;
  const entry = { ...BLANK_CHANNEL_MAIL, ...channelDraftOf(draft, channelId), ...patch };
  changed(
    { channels: { ...draft.channels, [channelId]: entry } },
    'addresses' in patch ? addressesField(channelId) : minutesField(channelId),
  );
}

export type MailSaveOutcome = { kind: 'saved' } | { kind: 'refused'; fields: MailField[] };

/** Saves the draft; what is wrong (ours first, then the server's) is kept in $mailProblems. */
export async function saveMail(): Promise<MailSaveOutcome> {
  const draft = $mailDraft.get();
  if (!draft) return { kind: 'refused', fields: [] };
  const listed = $channels.get()?.map((channel) => channel.channelId);
  const sent = settingsOfDraft(draft, listed);
  const refuse = (problems: MailProblems): MailSaveOutcome => {
    $mailProblems.set(problems);
    return { kind: 'refused', fields: Object.keys(problems) as MailField[] };
  };
  if (Object.keys(sent.problems).length) return refuse(sent.problems);
  const tenant = shownTenant();
  try {
    const { settings } = await callAdmin('saveMailSettings', { ...tenantField(), settings: sent.settings });
    if (tenant != shownTenant()) return { kind: 'saved' };
    $mail.set({ settings, status: $mail.get()!.status });
    // What was typed while the save was on its way stays, unsaved.
    if ($mailDraft.get() == draft) $mailDraft.set(draftOf(settings));
    $mailProblems.set({});
    return { kind: 'saved' };
  } catch (error) {
    const named = error instanceof ApiError && error.code == 400 ? refusalOf(error.message, sent) : undefined;
    // A field the page does not show (a channel it has not listed) cannot say it: the page says the error.
    const shown = (field: MailField) =>
      field == 'team' || listed?.some((id) => field == addressesField(id) || field == minutesField(id));
    if (!named || !shown(named.field)) throw error;
    return refuse({ [named.field]: [named.problem] });
  }
}

export function discardMail() {
  const saved = $mail.get();
  if (saved) $mailDraft.set(draftOf(saved.settings));
  $mailProblems.set({});
}

/** Another tenant shown (the page asks before unsaved changes go). */
export function forgetMail() {
  $mail.set(undefined);
  $mailDraft.set(undefined);
  $mailProblems.set({});
}

// The next person to sign in in this tab may be of another tenant.
let shownFor = $me.get()?.adminId;
$me.listen((me) => {
  if (me?.adminId == shownFor) return;
  shownFor = me?.adminId;
  forgetMail();
});
