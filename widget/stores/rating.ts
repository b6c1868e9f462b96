// The rating form: opened by the quick menu, the footer, the agent's invite (1203), the end
// (1202) when the channel asks for it, and a close with inviteEvaluate. A conversation is
// rated once (isEvaluate); a second attempt shows chatAfterEva. What to do once the form is
// gone (hide the panel, close the window) is the opener's.

import type { EvaluateInfo } from '@shared/api';
import { SENDER_TYPE } from '@shared/codes';
import type { RatingIssue, RatingKind } from '@shared/rating';
import { atom } from 'nanostores';
import { callVisitor } from '../api/client';
import { $channel } from './channel';
import { $messages, addLocal } from './messages';
import { $agent } from './session';

export interface RatingForm {
  kind: RatingKind;
  info: EvaluateInfo;
  sending: boolean;
  /** The chosen star's missing part, or the server's refusal in words. */
  issue?: RatingIssue;
  error?: string;
}

export const $ratingForm = atom<RatingForm | undefined>(undefined);

/** Runs once the form is gone, submitted or not. */
let afterRating: (() => void) | undefined;

/** (docs/decisions.md#robot-rating) the agent's form when an agent took part in the conversation. */
const ratingKind = (): RatingKind =>
  $agent.get() || $messages.get().some((message) => message.senderType == SENDER_TYPE.agent) ? 'agent' : 'robot';

let info: EvaluateInfo | undefined;
async function evaluateInfo(): Promise<EvaluateInfo> {
  const channel = $channel.get();
  info ??= await callVisitor('getEvaluateInfo', {
    ...(channel && { tenantId: channel.tenantId, channelId: channel.channelId }),
  });
  return info;
}

/** Says the conversation was rated already (chatAfterEva). */
export const rated = () => addLocal({ key: 'rated', msgType: 'notice', noticeKey: 'rating.chatAfterEva' });

interface Opening {
  /** What follows once the form is gone (the close with inviteEvaluate: hide or close the window). */
  afterwards?: () => void;
  /** Asked by the widget itself, not the visitor: a conversation already rated says nothing. */
  quiet?: boolean;
}

/** Opens the form when this conversation may still be rated; otherwise says it was (chatAfterEva). */
export async function openRating({ afterwards, quiet }: Opening = {}): Promise<void> {
  if ($ratingForm.get()) return;
  try {
    const { allowed } = await callVisitor('isEvaluate', {});
    if (!allowed) {
      if (!quiet) rated();
      return afterwards?.();
    }
    afterRating = afterwards;
    $ratingForm.set({ kind: ratingKind(), info: await evaluateInfo(), sending: false });
  } catch {
    // Nothing to rate with (no configuration, the network): the opener goes on.
    afterwards?.();
  }
}

export function closeRating() {
  $ratingForm.set(undefined);
  const next = afterRating;
  afterRating = undefined;
  next?.();
}
