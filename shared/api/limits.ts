// The longest texts a visitor may send (docs/decisions.md#message-length), defined once: the
// server's schemas refuse beyond them and the composer counts against them.

export const TEXT_LIMITS = {
  /** A question to the robot (robotAsk, robotTips). */
  robotQuestion: 1000,
  /** A message to the agent (sendMsg, typing), a leave message's or work order's text. */
  message: 10_000,
} as const;

/** Characters as the schemas count them: JSON Schema's maxLength counts code points, so an emoji is one. */
export const textLength = (text: string) => [...text].length;
