// What the visitor's draft and clicks ask of the robot besides sending text: tips for what
// is being typed, a document's answer, the usefulness of an answer; with an agent, the
// typing notice instead of tips.

import { TEXT_LIMITS, textLength } from '@shared/api';
import { FLAG, ROBOT_FEEDBACK, SENDER_TYPE, VISITOR_STATUS } from '@shared/codes';
import { ROBOT_TIP_DISPLAY_MS, ROBOT_TIPS_DEBOUNCE_MS, VISITOR_TYPING_DEBOUNCE_MS } from '@shared/constants';
import { robotOffer } from '@shared/robotOffer';
import { atom, computed, onMount } from 'nanostores';
import { callVisitor } from '../api/client';
import { sendVisitorText } from './chat';
import { $visibleMessages, fromServer, mergeMessages, type ShownMessage, updateMessage } from './messages';
import { $session } from './session';

export interface RobotTip {
  docId: number;
  question: string;
}

/** Questions the robot knows that match the draft: asked 500 ms after the last keystroke, shown 5 s. */
export const $robotTips = atom<RobotTip[]>([]);

let tipsTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let typingTimer: ReturnType<typeof setTimeout> | undefined;
// Only the newest tips request may show its answer.
let tipsRequest = 0;

function hideTips() {
  tipsRequest++;
  $robotTips.set([]);
}

/** The draft changed: tips while the robot answers, a typing notice while an agent does. */
export function draftChanged(text: string) {
  clearTimeout(tipsTimer);
  clearTimeout(typingTimer);
  const status = $session.get()?.status ?? VISITOR_STATUS.robot;
  if (status == VISITOR_STATUS.robot) {
    const question = text.trim();
    // Tips for a question too long to send would only distract.
    if (!question || textLength(question) > TEXT_LIMITS.robotQuestion) return hideTips();
    tipsTimer = setTimeout(async () => {
      const request = ++tipsRequest;
      const found = await callVisitor('robotTips', { question }).catch(() => []);
      if (request != tipsRequest) return;
      $robotTips.set(found);
      clearTimeout(hideTimer);
      hideTimer = setTimeout(() => $robotTips.set([]), ROBOT_TIP_DISPLAY_MS);
    }, ROBOT_TIPS_DEBOUNCE_MS);
  } else if (status == VISITOR_STATUS.agent) {
    const preview = textLength(text) > TEXT_LIMITS.message ? [...text].slice(0, TEXT_LIMITS.message).join('') : text;
    typingTimer = setTimeout(
      () => void callVisitor('typing', { msgContent: preview }).catch(() => {}),
      VISITOR_TYPING_DEBOUNCE_MS,
    );
  }
}

/** The draft was sent or dropped: tips or a typing notice still waiting are about text that is gone. */
export function draftCleared() {
  clearTimeout(tipsTimer);
  clearTimeout(typingTimer);
  hideTips();
}

// Nobody shows the tips any more (the composer is gone): nothing about its draft may follow.
onMount($robotTips, () => () => {
  draftCleared();
  clearTimeout(hideTimer);
});

/** "Did you mean" messages answered by a click here, before the server's reply shows the visitor's answer. */
const $clickedConfirms = atom<ReadonlySet<string>>(new Set());

/**
 * The key of the one "Did you mean: X?" still waiting for Yes or No: the robot's latest, with
 * nothing from the visitor after it. Once the visitor answers (a button, a typed "yes", or
 * another question) its buttons are off: a late click would answer a question that is gone.
 */
export const $openConfirm = computed([$visibleMessages, $clickedConfirms], (messages, clicked) => {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index]!;
    if (message.senderType == SENDER_TYPE.visitor) return undefined;
    if (message.senderType == SENDER_TYPE.robot && robotOffer(message).confirm)
      return clicked.has(message.key) ? undefined : message.key;
  }
  return undefined;
});

/** The robot answers a click about a document; past the robot stage the text goes to the agent instead. */
function askAbout(question: string, docId: number, how: { click: 1 } | { declined: 1 }) {
  // Any click that asks the robot answers the open "Did you mean" too, at once: a second click waits for nothing.
  const open = $openConfirm.get();
  if (open) $clickedConfirms.set(new Set([...$clickedConfirms.get(), open]));
  if ($session.get()?.status != VISITOR_STATUS.robot) return void sendVisitorText(question);
  void callVisitor('robotAsk', { question, docId, ...how }).then(
    (reply) => mergeMessages([reply.question, reply.answer].filter((message) => message !== null).map(fromServer)),
    // Not asked (the network, the server): the "Did you mean" takes a click again.
    () => open && $clickedConfirms.set(new Set([...$clickedConfirms.get()].filter((key) => key != open))),
  );
}

/** A suggestion, FAQ entry or tip (or Yes to "Did you mean: X?"): the robot answers that document. */
export const askDocument = (docId: number, question: string) => askAbout(question, docId, { click: FLAG.on });

/** No to "Did you mean: X?": the robot says sorry, in the visitor's language, and offers a human. */
export const declineDocument = (docId: number, text: string) => askAbout(text, docId, { declined: FLAG.on });

/** Useful or not: recorded at once, offered again if the server did not take it. */
export function rateAnswer(message: ShownMessage, useful: boolean) {
  if (!message.docId) return;
  const isUseful = useful ? FLAG.on : FLAG.off;
  updateMessage(message.key, { disabled: ROBOT_FEEDBACK.chosen, isUseful });
  void callVisitor('commentDoc', { docId: message.docId, msgId: message.id, isUseful }).catch(() =>
    updateMessage(message.key, { disabled: ROBOT_FEEDBACK.offered }),
  );
}
