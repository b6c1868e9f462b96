// The Mail page's form, pure: the draft an admin edits (addresses as text, a channel's waiting
// minutes as typed), the settings a save sends with what is wrong at which field, whether the
// draft differs from what is saved, and the server's refusal ("settings.channels.1.addresses.0:
// …") read as the field and the line it names.
import { type ChannelMail, type MailSettings, OUTGOING_LIMITS } from '@shared/api/outgoing';
import { type AddressProblem, addressesOfText, textOfAddresses } from './mailAddresses';

/** One channel's part of the form: its own team (empty: the tenant's) and the waiting alert. */
export interface ChannelMailDraft {
  addresses: string;
  /** As typed; empty reads as 0 (never). */
  waitingMinutes: string;
}

export interface MailDraft {
  team: string;
  confirmToVisitor: boolean;
  repliesToVisitor: boolean;
  /** By channel id, as saved and as edited (a channel deleted since is not sent again). */
  channels: Record<string, ChannelMailDraft>;
}

/** A field of the form: the tenant's team, or a channel's addresses or waiting minutes. */
export type MailField = 'team' | `addresses:${string}` | `minutes:${string}`;
export const addressesField = (channelId: string): MailField => `addresses:${channelId}`;
export const minutesField = (channelId: string): MailField => `minutes:${channelId}`;

export type MailProblem =
  | AddressProblem
  | { kind: 'minutes' }
  /** The server's words, at the line of the address it names when it names one. */
  | { kind: 'server'; line?: number; message: string };
export type MailProblems = Partial<Record<MailField, MailProblem[]>>;

export const BLANK_CHANNEL_MAIL: ChannelMailDraft = { addresses: '', waitingMinutes: '0' };

export function draftOf(settings: MailSettings): MailDraft {
  return {
    team: textOfAddresses(settings.teamAddresses),
    confirmToVisitor: settings.confirmToVisitor,
    repliesToVisitor: settings.repliesToVisitor,
    channels: Object.fromEntries(
      settings.channels.map((channel) => [
        channel.channelId,
        { addresses: textOfAddresses(channel.addresses), waitingMinutes: String(channel.waitingMinutes) },
      ]),
    ),
  };
}

export const channelDraftOf = (draft: MailDraft, channelId: string) => draft.channels[channelId] ?? BLANK_CHANNEL_MAIL;

/** Whole minutes from 0 to the limit; undefined for anything else. */
export function minutesOf(typed: string): number | undefined {
  const text = typed.trim();
  if (!text) return 0;
  if (!/^\d+$/.test(text)) return undefined;
  const minutes = Number(text);
  return minutes <= OUTGOING_LIMITS.waitingMinutes ? minutes : undefined;
}

export interface SentMail {
  settings: MailSettings;
  problems: MailProblems;
  /** The line of each address sent, for the server's refusal, which names an address by its index. */
  lines: { team: number[]; channels: number[][] };
}

/**
 * What a save sends: each channel that differs from the defaults (its own addresses, or an
 * alert), in the order of their ids; what is wrong, by field. A channel with neither is left out:
 * it has the defaults without being named. `listed`: the tenant's channels; one saved before it
 * was deleted is left out too (the server refuses a channel the tenant does not have).
 */
export function settingsOfDraft(draft: MailDraft, listed?: readonly string[]): SentMail {
  const problems: MailProblems = {};
  const team = addressesOfText(draft.team);
  if (team.problems.length) problems.team = team.problems;
  const channels: ChannelMail[] = [];
  const channelLines: number[][] = [];
  const named = Object.keys(draft.channels).filter((channelId) => !listed || listed.includes(channelId));
  for (const channelId of named.sort()) {
    const entry = draft.channels[channelId]!;
    const read = addressesOfText(entry.addresses);
    const minutes = minutesOf(entry.waitingMinutes);
    if (read.problems.length) problems[addressesField(channelId)] = read.problems;
    if (minutes === undefined) problems[minutesField(channelId)] = [{ kind: 'minutes' }];
    if (!read.addresses.length && minutes === 0) continue;
    channels.push({ channelId, addresses: read.addresses, waitingMinutes: minutes ?? -1 });
    channelLines.push(read.lines);
  }
  return {
    settings: {
      teamAddresses: team.addresses,
      confirmToVisitor: draft.confirmToVisitor,
      repliesToVisitor: draft.repliesToVisitor,
      channels,
    },
    problems,
    lines: { team: team.lines, channels: channelLines },
  };
}

/** The same settings once read: a reordered or re-spaced list is no change. */
export const sameDraft = (a: MailDraft, b: MailDraft) =>
  JSON.stringify(settingsOfDraft(a).settings) == JSON.stringify(settingsOfDraft(b).settings);

/**
 * The field and problem a 400 names: its path is the request's ("settings.teamAddresses.3"),
 * an address by its index in what was sent. undefined when it names no field of the form.
 */
export function refusalOf(message: string, sent: SentMail): { field: MailField; problem: MailProblem } | undefined {
  const [, path, words] = /^([\w.]+): (.+)$/s.exec(message) ?? [];
  if (!path || !words) return undefined;
  const at = (field: MailField, line?: number) => ({
    field,
    problem: { kind: 'server' as const, line, message: words },
  });
  const team = /^settings\.teamAddresses(?:\.(\d+))?$/.exec(path);
  if (team) return at('team', team[1] === undefined ? undefined : sent.lines.team[Number(team[1])]);
  const [, index, part, address] = /^settings\.channels\.(\d+)(?:\.(\w+)(?:\.(\d+))?)?$/.exec(path) ?? [];
  const channelId = index === undefined ? undefined : sent.settings.channels[Number(index)]?.channelId;
  if (channelId === undefined) return undefined;
  if (part == 'waitingMinutes') return at(minutesField(channelId));
  const line = address === undefined ? undefined : sent.lines.channels[Number(index)]?.[Number(address)];
  return at(addressesField(channelId), line);
}
