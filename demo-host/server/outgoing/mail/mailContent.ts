// What each mail says, as data: the server fills one of these where the mail is caused (a
// leave message saved, an agent's reply), composeMail turns it into a subject, a plain-text
// part and an HTML part in the reader's language. Every string here is what a visitor or an
// agent wrote, or a name they chose: composeMail escapes all of it.

/** A line of a transcript: who spoke, when, and what they said as plain text. */
export interface TranscriptLine {
  /** ms since 1970 */
  at: number;
  /** The visitor, the robot, an agent (their name) or the system. */
  from: 'visitor' | 'robot' | 'agent' | 'system';
  name: string;
  /** Plain text: rich text is reduced to its visible text, a picture or a file to its name. */
  text: string;
}

export type MailContent =
  /** To the team: a visitor left a message. */
  | {
      kind: 'teamLeaveMessage';
      channelName: string;
      customerName: string;
      customerPhone: string;
      customerEmail: string;
      content: string;
      /** The console's Leave messages page. */
      link: string;
    }
  /** To the team: a work order was opened (the leave-message form, a card form, the API). */
  | {
      kind: 'teamWorkOrder';
      channelName: string;
      woId: number;
      title: string;
      content: string;
      customerName: string;
      /** The console's page of this work order. */
      link: string;
    }
  /** To the team: a visitor has waited this long in the queue with no agent online. */
  | {
      kind: 'teamWaiting';
      channelName: string;
      visitorName: string;
      minutes: number;
      /** The console's queue. */
      link: string;
    }
  /** To the visitor: their leave message or work order arrived. */
  | {
      kind: 'visitorReceived';
      channelName: string;
      customerName: string;
      /** What they wrote, as they wrote it. */
      content: string;
      /** A work order's number and its token link (/workorder?woId=…&token=…); none for a leave message. */
      woId?: number;
      link?: string;
    }
  /** To the visitor: an agent answered their work order in public. */
  | {
      kind: 'visitorWorkOrderReply';
      channelName: string;
      woId: number;
      title: string;
      agentName: string;
      reply: string;
      /** The token link that opens the order without a session. */
      link: string;
    }
  /** To the visitor, who asked for it from the chat's menu. */
  | {
      kind: 'visitorTranscript';
      channelName: string;
      lines: TranscriptLine[];
      /** The visitor's time zone (IANA), for the times; UTC when unknown. */
      timeZone?: string;
    };

export type MailKind = MailContent['kind'];

/** What composeMail returns: nodemailer's subject, text and html. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}
