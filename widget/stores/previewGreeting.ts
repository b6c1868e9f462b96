// The robot's greeting in the console's live preview. The server stores a conversation's
// greeting when it starts (its welcome text, then its guide of frequent questions), so the
// preview's conversation carries the saved configuration's: the preview shows the draft's in
// its place, drawn here and never sent.
import type { ChannelConfig } from '@shared/api';
import { FLAG, MSG_TYPE, RECEIVE_MODE, SENDER_TYPE } from '@shared/codes';
import { faqGuideContent } from '@shared/faqGuide';
import type { ShownMessage } from './messages';

/** The keys of the greeting drawn from a draft: never a stored message's (`m…`) or a sent one's (`c…`). */
const PREVIEW_KEY = 'preview:';

const isPreview = (message: ShownMessage) => message.key.startsWith(PREVIEW_KEY);

/**
 * What a conversation on `channel` starts with, as the server stores it (the robot greets in its
 * stages only): the welcome, then the guide, at `msgTime`. Ids below 0 put them before the
 * stored messages of the same time.
 */
export function greetingOf(channel: ChannelConfig, sessionId: number, msgTime: number): ShownMessage[] {
  if (channel.receiveMode != RECEIVE_MODE.robot && channel.receiveMode != RECEIVE_MODE.robotGuide) return [];
  const robot = {
    sessionId,
    msgTime,
    senderType: SENDER_TYPE.robot,
    senderName: channel.robotName,
    faceUrl: channel.robotIcon,
    recallFlag: FLAG.off,
    insideFlag: FLAG.off,
    sensitiveFlag: FLAG.off,
    status: 'success',
  } as const;
  const guide = faqGuideContent(channel.faqList ?? []);
  return [
    ...(channel.robotWelcomeMsg
      ? [
          {
            ...robot,
            id: -2,
            key: PREVIEW_KEY + 'welcome',
            msgType: MSG_TYPE.richText,
            msgContent: channel.robotWelcomeMsg,
          },
        ]
      : []),
    ...(guide != '[]'
      ? [{ ...robot, id: -1, key: PREVIEW_KEY + 'guide', msgType: MSG_TYPE.faqPanel, msgContent: guide }]
      : []),
  ];
}

/** When the session's greeting was given: its first message's time, else `fallback` (the start's). */
export function greetingTime(messages: readonly ShownMessage[], sessionId: number, fallback: number): number {
  return messages.find((message) => message.sessionId == sessionId)?.msgTime ?? fallback;
}

/**
 * The messages with the session's greeting replaced by `greeting`: the stored welcome (the
 * session's first message, when the robot's rich text), the stored guide (its first FAQ list),
 * and any greeting drawn before. The same array when nothing changes, so that a listener
 * calling it on every change of the list comes to rest.
 */
export function withGreeting(
  messages: ShownMessage[],
  sessionId: number,
  greeting: readonly ShownMessage[],
): ShownMessage[] {
  const own = messages.filter((message) => message.sessionId == sessionId && !isPreview(message));
  const first = own[0];
  const welcome = first?.senderType == SENDER_TYPE.robot && first.msgType == MSG_TYPE.richText ? first : undefined;
  const guide = own.find((message) => message.senderType == SENDER_TYPE.robot && message.msgType == MSG_TYPE.faqPanel);
  const kept = messages.filter((message) => message !== welcome && message !== guide && !isPreview(message));
  const at = kept.findIndex((message) => message.sessionId == sessionId);
  const place = at < 0 ? kept.length : at;
  const next = [...kept.slice(0, place), ...greeting, ...kept.slice(place)];
  const unchanged =
    next.length == messages.length &&
    next.every(
      (message, index) =>
        message === messages[index] ||
        (isPreview(message) && JSON.stringify(message) == JSON.stringify(messages[index])),
    );
  return unchanged ? messages : next;
}
