// What each kind of mail says, in blocks: which of our texts, filled with which values, in
// what order. A detail nobody gave (a phone, an e-mail) is left out rather than shown empty.

import { type Block, fill, type MailDraft, type Piece, type TranscriptItem } from './mailBlocks';
import type { MailContent, TranscriptLine } from './mailContent';
import type { MailTexts } from './mailTexts/types';
import { type TranscriptClock, transcriptClock } from './transcriptClock';

type Content<K extends MailContent['kind']> = Extract<MailContent, { kind: K }>;

const paragraph = (pieces: Piece[]): Block => ({ kind: 'paragraph', pieces });

/** The `label: value` lines whose value is not blank. */
function fields(t: MailTexts, rows: [label: string, value: string][]): Block[] {
  const kept = rows.filter(([, value]) => value.trim());
  if (!kept.length) return [];
  return [{ kind: 'fields', rows: kept.map(([label, value]) => fill(t.field, { label: { strong: label }, value })) }];
}

/** A name, or the word for someone who gave none. */
const named = (t: MailTexts, name: string) => name.trim() || t.visitor;

const greeting = (t: MailTexts, name = '') =>
  paragraph(name.trim() ? fill(t.hello, { name }) : fill(t.helloAnonymous, {}));

const regards = (t: MailTexts, channelName: string) => paragraph(fill(t.regards, { channelName }));

function teamLeaveMessage(t: MailTexts, c: Content<'teamLeaveMessage'>): MailDraft {
  const customerName = named(t, c.customerName);
  return {
    subject: fill(t.leaveSubject, { customerName, channelName: c.channelName }),
    blocks: [
      paragraph(fill(t.leaveIntro, { customerName: { strong: customerName }, channelName: c.channelName })),
      ...fields(t, [
        [t.name, c.customerName],
        [t.phone, c.customerPhone],
        [t.email, c.customerEmail],
      ]),
      { kind: 'quote', text: c.content },
      paragraph(fill(t.openInConsole, { link: { link: c.link } })),
    ],
  };
}

function teamWorkOrder(t: MailTexts, c: Content<'teamWorkOrder'>): MailDraft {
  const woId = String(c.woId);
  return {
    subject: fill(t.workOrderSubject, { woId, title: c.title }),
    blocks: [
      paragraph(fill(t.workOrderIntro, {})),
      ...fields(t, [
        [t.workOrder, `#${woId}`],
        [t.title, c.title],
        [t.customer, c.customerName],
        [t.channel, c.channelName],
      ]),
      { kind: 'quote', text: c.content },
      paragraph(fill(t.openInConsole, { link: { link: c.link } })),
    ],
  };
}

function teamWaiting(t: MailTexts, c: Content<'teamWaiting'>): MailDraft {
  const visitorName = named(t, c.visitorName);
  const minutes = String(Math.max(0, Math.round(c.minutes)) || 0);
  return {
    subject: fill(t.waitingSubject, { visitorName, minutes, channelName: c.channelName }),
    blocks: [
      paragraph(fill(t.waitingBody, { visitorName: { strong: visitorName }, minutes, channelName: c.channelName })),
      paragraph(fill(t.openQueue, { link: { link: c.link } })),
    ],
  };
}

function visitorReceived(t: MailTexts, c: Content<'visitorReceived'>): MailDraft {
  const workOrder = c.woId !== undefined;
  return {
    subject: fill(t.receivedSubject, { channelName: c.channelName }),
    blocks: [
      greeting(t, c.customerName),
      paragraph(fill(t.receivedThanks, { channelName: c.channelName })),
      { kind: 'quote', text: c.content },
      ...(workOrder ? [paragraph(fill(t.receivedNumber, { woId: { strong: String(c.woId) } }))] : []),
      workOrder && c.link
        ? paragraph(fill(t.receivedFollow, { link: { link: c.link } }))
        : paragraph(fill(t.receivedLater, {})),
      regards(t, c.channelName),
    ],
  };
}

function visitorWorkOrderReply(t: MailTexts, c: Content<'visitorWorkOrderReply'>): MailDraft {
  const woId = String(c.woId);
  return {
    subject: fill(t.replySubject, { woId }),
    blocks: [
      greeting(t),
      paragraph(fill(t.replyIntro, { woId, title: c.title })),
      paragraph(fill(t.replyFrom, { agentName: { strong: c.agentName.trim() || t.agent } })),
      { kind: 'quote', text: c.reply },
      paragraph(fill(t.replyLink, { link: { link: c.link } })),
      regards(t, c.channelName),
    ],
  };
}

/** Who said a line, as the visitor reads it: "You", the robot's or agent's name; none for the system. */
function speaker(t: MailTexts, line: TranscriptLine): Piece[] | undefined {
  if (line.from == 'system') return undefined;
  const name = line.from == 'visitor' ? t.you : line.name.trim() || (line.from == 'robot' ? t.robot : t.agent);
  return fill(t.said, { name: { strong: name } });
}

/** The lines, with the day written before the first line of each day. */
function transcriptItems(t: MailTexts, lines: readonly TranscriptLine[], clock: TranscriptClock): TranscriptItem[] {
  const items: TranscriptItem[] = [];
  let lastDay: string | undefined;
  for (const line of lines) {
    const day = clock.day(line.at);
    if (day && day != lastDay) items.push({ day });
    lastDay = day;
    const who = speaker(t, line);
    items.push({ time: clock.time(line.at), text: line.text, ...(who ? { who } : {}) });
  }
  return items;
}

function visitorTranscript(t: MailTexts, c: Content<'visitorTranscript'>, locale: string): MailDraft {
  const clock = transcriptClock(locale, c.timeZone);
  return {
    subject: fill(t.transcriptSubject, { channelName: c.channelName }),
    blocks: [
      greeting(t),
      paragraph(fill(t.transcriptIntro, { channelName: c.channelName })),
      c.lines.length
        ? { kind: 'transcript', items: transcriptItems(t, c.lines, clock) }
        : paragraph(fill(t.transcriptEmpty, {})),
      paragraph(fill(t.transcriptTimes, { timeZone: clock.zone })),
      regards(t, c.channelName),
    ],
  };
}

/** The draft of a mail in the given locale's texts. */
export function mailDraft(t: MailTexts, content: MailContent, locale: string): MailDraft {
  switch (content.kind) {
    case 'teamLeaveMessage':
      return teamLeaveMessage(t, content);
    case 'teamWorkOrder':
      return teamWorkOrder(t, content);
    case 'teamWaiting':
      return teamWaiting(t, content);
    case 'visitorReceived':
      return visitorReceived(t, content);
    case 'visitorWorkOrderReply':
      return visitorWorkOrderReply(t, content);
    case 'visitorTranscript':
      return visitorTranscript(t, content, locale);
    default:
      return content satisfies never;
  }
}
