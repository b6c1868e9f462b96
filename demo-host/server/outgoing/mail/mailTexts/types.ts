// What every mail says in our own words, in one locale. Placeholders in braces (`{channelName}`)
// are filled by composeMail with what the visitor, the agent or the configuration wrote; every
// locale keeps exactly the placeholders of `en`. A `\n` is a line break in both parts.

export interface MailTexts {
  /** The greeting of a mail to a visitor whose name we know: `{name}`. */
  hello: string;
  /** The greeting when we do not know the visitor's name. */
  helloAnonymous: string;
  /** The sign-off of a mail to a visitor: `{channelName}` on its own line. */
  regards: string;
  /** One line of details: `{label}` (one of the labels below) and its `{value}`. */
  field: string;
  /** Who speaks, before what they said: `{name}`. */
  said: string;

  /** A customer or visitor who gave no name. */
  visitor: string;
  /** The visitor, in their own transcript. */
  you: string;
  /** The robot, when it has no name. */
  robot: string;
  /** An agent, when they have no name. */
  agent: string;

  /** Labels of the details. */
  name: string;
  phone: string;
  email: string;
  customer: string;
  channel: string;
  workOrder: string;
  /** A work order's title. */
  title: string;

  /** To the team, a leave message: `{customerName}`, `{channelName}`. */
  leaveSubject: string;
  leaveIntro: string;
  /** The console's page of what the mail is about: `{link}`. */
  openInConsole: string;

  /** To the team, a work order: `{woId}`, `{title}`. */
  workOrderSubject: string;
  workOrderIntro: string;

  /** To the team, a visitor waiting with no agent online: `{visitorName}`, `{minutes}`, `{channelName}`. */
  waitingSubject: string;
  waitingBody: string;
  /** The console's queue: `{link}`. */
  openQueue: string;

  /** To the visitor, their message arrived: `{channelName}`. */
  receivedSubject: string;
  receivedThanks: string;
  /** A work order's number: `{woId}`. */
  receivedNumber: string;
  /** The work order's token link: `{link}`. */
  receivedFollow: string;
  /** A leave message: someone will answer. */
  receivedLater: string;

  /** To the visitor, an agent answered their work order: `{woId}`, `{title}`, `{agentName}`, `{link}`. */
  replySubject: string;
  replyIntro: string;
  replyFrom: string;
  replyLink: string;

  /** To the visitor, their conversation: `{channelName}`, `{timeZone}`. */
  transcriptSubject: string;
  transcriptIntro: string;
  transcriptTimes: string;
  /** A conversation with no line to show. */
  transcriptEmpty: string;
}
