// Who may send which call signal, and when (docs/http-api.md#call-signalling). The server refuses with these; the
// call panels may ask them before offering a button.
import type { CallSignal, CallSignalKind } from './api/callSignal';
import { CALL_END_REASON, CALL_PARTY, CALL_STATE, type CallEndReason, type CallParty, type CallState } from './codes';

export interface CallRefusal {
  /** 403: not this party's to send; 409: not now, in this state of the call. */
  code: 403 | 409;
  message: string;
}

/** Signals of a call in progress: only once the called party accepted. */
const ACTIVE_ONLY: readonly CallSignalKind[] = [
  'offer',
  'answer',
  'candidate',
  'media',
  'screenShareRequest',
  'screenShareStart',
  'screenShareStop',
];

/** Rule: screen sharing is the visitor's screen: the agent asks, the visitor shares, either stops it. */
const ONLY_FROM: Partial<Record<CallSignalKind, CallParty>> = {
  screenShareRequest: CALL_PARTY.agent,
  screenShareStart: CALL_PARTY.visitor,
};

/**
 * Rule: an ended call takes no signal; only the called party accepts or declines, and only
 * while it rings; media, SDP and candidates flow once it is accepted; either party hangs up
 * at any time before the end. undefined: the signal may go.
 */
export function signalRefusal(
  call: { state: CallState; startedBy: CallParty },
  from: CallParty,
  kind: CallSignalKind,
): CallRefusal | undefined {
  if (call.state == CALL_STATE.ended) return { code: 409, message: 'callId: the call has ended' };
  const only = ONLY_FROM[kind];
  if (only && only != from) return { code: 403, message: `signal.kind: only the ${only} sends ${kind}` };
  if (kind == 'accept' || kind == 'decline') {
    if (from == call.startedBy) return { code: 403, message: `signal.kind: only the called party may ${kind}` };
    if (call.state != CALL_STATE.ringing) return { code: 409, message: `signal.kind: the call was already answered` };
  }
  if (ACTIVE_ONLY.includes(kind) && call.state != CALL_STATE.active)
    return { code: 409, message: `signal.kind: ${kind} waits until the call is accepted` };
  return undefined;
}

/** Rule: a decline or a hang-up ends the call, with its reason; an accept makes it active; the rest change nothing. */
export function stateAfter(signal: CallSignal): { state: CallState; endReason?: CallEndReason } | undefined {
  switch (signal.kind) {
    case 'accept':
      return { state: CALL_STATE.active };
    case 'decline':
      return { state: CALL_STATE.ended, endReason: CALL_END_REASON.declined };
    case 'hangUp':
      return { state: CALL_STATE.ended, endReason: signal.reason };
    default:
      return undefined;
  }
}

/** Rule: the signals that move a call on (stateAfter), each leaving a notice in the conversation; SDP, candidates and the rest do not. */
export const movesTheCall = (kind: CallSignalKind) => kind == 'accept' || kind == 'decline' || kind == 'hangUp';

/**
 * Rule: a camera or microphone the browser refused (the visitor said no, or the page may not
 * ask) is permissionDenied; any other failure to open one (none there, in use elsewhere,
 * none matching) is noDevice.
 */
export function mediaFailureReason(
  error: unknown,
): typeof CALL_END_REASON.permissionDenied | typeof CALL_END_REASON.noDevice {
  const name = (error as { name?: unknown } | null)?.name;
  return name == 'NotAllowedError' || name == 'SecurityError'
    ? CALL_END_REASON.permissionDenied
    : CALL_END_REASON.noDevice;
}

/** Rule: a camera that is missing or matches nothing still leaves the call possible with the microphone alone. */
export const cameraOnlyMissing = (error: unknown) => {
  const name = (error as { name?: unknown } | null)?.name;
  return name == 'NotFoundError' || name == 'OverconstrainedError' || name == 'NotReadableError';
};

/** Rule: a page closed mid-call ends it as tabClosed when it is the visitor's; an agent's closed console is a hang-up. */
export const closedPageReason = (side: CallParty): CallEndReason =>
  side == CALL_PARTY.visitor ? CALL_END_REASON.tabClosed : CALL_END_REASON.hangup;
