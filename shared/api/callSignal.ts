// A call's signals (docs/http-api.md#call-signalling): what the visitor and the agent send each other to set up
// WebRTC, over the event channels every other event takes (poll event 1209 for the visitor,
// the agent feed's `call` kind for the agent). The wire carries one flat object checked by
// schema (each field's size bounded), which readCallSignal turns into the union by `kind`
// with the fields that kind needs, or refuses naming the field.
import { type Static, Type } from 'typebox';
import {
  type CallEndReason,
  type CallParty,
  type CallSignalSender,
  type CallState,
  HANG_UP_REASONS,
  type VideoType,
} from '../codes';
import { Count, Maybe, Text } from './schemaParts';

/** The longest SDP (offer, answer) and ICE candidate line a signal may carry, in characters. */
export const CALL_LIMITS = { sdp: 16_384, candidate: 1_024, sdpMid: 64, usernameFragment: 256 } as const;

/** What a party may send with `callSignal`. The ring itself is event 1207 (agent) or `videoInvitation` (visitor). */
export const CALL_SIGNAL_KINDS = [
  'accept',
  'decline',
  'offer',
  'answer',
  'candidate',
  'screenShareRequest',
  'screenShareStart',
  'screenShareStop',
  'media',
  'hangUp',
] as const;
export type CallSignalKind = (typeof CALL_SIGNAL_KINDS)[number];

/** A string from a fixed list: "must be equal to one of the allowed values" names the field when it is not. */
const Enum = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], maxLength: 32 });

/** RTCIceCandidateInit as the browser's toJSON() gives it; an empty `candidate` is the end of candidates. */
const IceCandidateSchema = Type.Object({
  candidate: Text(CALL_LIMITS.candidate),
  sdpMid: Maybe(Type.Union([Text(CALL_LIMITS.sdpMid), Type.Null()])),
  sdpMLineIndex: Maybe(Type.Union([Count(0, 65_535), Type.Null()])),
  usernameFragment: Maybe(Type.Union([Text(CALL_LIMITS.usernameFragment), Type.Null()])),
});
export type IceCandidate = Static<typeof IceCandidateSchema>;

/** One signal as sent: `kind` and the fields of that kind (readCallSignal checks which). */
export const CallSignalSchema = Type.Object({
  kind: Enum(CALL_SIGNAL_KINDS),
  /** offer, answer */
  sdp: Maybe(Text(CALL_LIMITS.sdp, 1)),
  /** candidate */
  candidate: Maybe(IceCandidateSchema),
  /** hangUp */
  reason: Maybe(Enum(HANG_UP_REASONS)),
  /** media: what the sender now sends (the audio-only switch, the microphone toggle) */
  audio: Maybe(Type.Boolean()),
  video: Maybe(Type.Boolean()),
});
export type CallSignalBody = Static<typeof CallSignalSchema>;

type Signal<K extends string, Fields = object> = { kind: K } & Fields;

/** A signal by its kind, as delivered. A hang-up the server makes (`from: 'system'`) may give any end reason. */
export type CallSignal =
  | Signal<'accept'>
  | Signal<'decline'>
  | Signal<'offer', { sdp: string }>
  | Signal<'answer', { sdp: string }>
  | Signal<'candidate', { candidate: IceCandidate }>
  | Signal<'screenShareRequest'>
  | Signal<'screenShareStart'>
  | Signal<'screenShareStop'>
  | Signal<'media', { audio: boolean; video: boolean }>
  | Signal<'hangUp', { reason: CallEndReason }>;

/** What poll event 1209 and the agent feed's `call` event carry. */
export interface CallSignalEvent {
  callId: number;
  /** Who sent it: the other party, or the server (a call that rang out, a conversation that ended). */
  from: CallSignalSender;
  signal: CallSignal;
}

/** RTCIceServer as configured (ICE_SERVERS), handed to both parties when a call starts or is accepted. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** A call as its parties see it. */
export interface CallInfo {
  callId: number;
  sessionId: number;
  startedBy: CallParty;
  videoType: VideoType;
  state: CallState;
  createdAt: number;
  answeredAt: number | null;
  endedAt: number | null;
  endReason: CallEndReason | null;
}

/** The reply to starting a call or accepting one: the call and the ICE servers to use. */
export type CallStartReply = CallInfo & { iceServers: IceServer[] };

/** The reply to a signal: the call as it is now; with the ICE servers when the signal accepted it. */
export type CallSignalReply = CallInfo & { iceServers?: IceServer[] };

const FIELDS_OF: Record<CallSignalKind, readonly (keyof CallSignalBody)[]> = {
  accept: [],
  decline: [],
  offer: ['sdp'],
  answer: ['sdp'],
  candidate: ['candidate'],
  screenShareRequest: [],
  screenShareStart: [],
  screenShareStop: [],
  media: ['audio', 'video'],
  hangUp: ['reason'],
};

const OPTIONAL_FIELDS: Partial<Record<CallSignalKind, readonly (keyof CallSignalBody)[]>> = { hangUp: ['reason'] };

/**
 * Rule: a signal carries exactly the fields of its kind. The union by kind, or the refusal
 * naming the first field that is missing or does not belong ("signal.sdp: is required for offer").
 */
export function readCallSignal(body: CallSignalBody): { signal: CallSignal } | { error: string } {
  const wanted = FIELDS_OF[body.kind];
  const optional = OPTIONAL_FIELDS[body.kind] ?? [];
  for (const field of Object.keys(body) as (keyof CallSignalBody)[]) {
    if (field != 'kind' && body[field] !== undefined && !wanted.includes(field))
      return { error: `signal.${field}: is not a field of ${body.kind}` };
  }
  const missing = wanted.find((field) => body[field] === undefined && !optional.includes(field));
  if (missing) return { error: `signal.${missing}: is required for ${body.kind}` };
  switch (body.kind) {
    case 'offer':
    case 'answer':
      return { signal: { kind: body.kind, sdp: body.sdp! } };
    case 'candidate':
      return { signal: { kind: 'candidate', candidate: body.candidate! } };
    case 'media':
      return { signal: { kind: 'media', audio: body.audio!, video: body.video! } };
    case 'hangUp':
      return { signal: { kind: 'hangUp', reason: body.reason ?? 'hangup' } };
    case 'accept':
    case 'decline':
    case 'screenShareRequest':
    case 'screenShareStart':
    case 'screenShareStop':
      return { signal: { kind: body.kind } };
    default:
      return body.kind satisfies never;
  }
}
