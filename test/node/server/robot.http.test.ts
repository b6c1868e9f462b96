// The robot over real HTTP: robotAsk in English (demo) and Chinese (demo-zh) — answers,
// guides, unknowns and requests for a human — clicks on suggestions, input tips, FAQ
// articles, usefulness feedback, and no robot while an agent has the visitor.
// Questions are paraphrases (not the stored wording) of docs of demoKnowledgeBase.en.ts /
// .zh.ts, so the ranking is exercised, not only the exact-question lookup.

import { baseChannel } from '@demo/demoChannels';
import { DEMO_KNOWLEDGE_BASE } from '@demo/demoKnowledgeBase';
import { ROBOT_TEXTS } from '@server/robot/robotTexts';
import { type ChannelConfig, type ChatMessage, type RobotReply, type TransferReply, VISITOR_API } from '@shared/api';
import { MSG_TYPE } from '@shared/codes';
import { parseFaqList } from '@shared/faqGuide';
import { describe, expect, it } from 'vitest';
import { DEMO_CONFIRM_QUESTION } from '../robot/demoConfirm';
import { signInAgent, startVisitor, type TestVisitor, useTestServer } from './harness';

const server = useTestServer();

const demo = baseChannel('demo');

interface Suggestion {
  docId: number;
  question: string;
}

const ask = (visitor: TestVisitor, question: string, extra: Record<string, unknown> = {}) =>
  visitor.call<RobotReply>('robotAsk', { question, ...extra });

const sessionMessages = async (visitor: TestVisitor) => (await visitor.call<ChatMessage[]>('getSessionMsg')).data;

/** The answer of a clear question: the doc as a rich card message (msgType 3) with related questions. */
function expectAnswer(reply: RobotReply, docId: number) {
  expect(reply.answerType).toBe(1);
  expect(reply.status).toBe(0);
  expect(reply.instruction).toBeUndefined();
  expect(reply.answer).toMatchObject({ senderType: 3, msgType: 3, docId, answerType: 1 });
  // Rich text from the knowledge base.
  expect(reply.answer.msgContent).toMatch(/^<p>/);
  expect(reply.answer.suggestList?.length).toBeGreaterThan(0);
  expect(reply.answer.suggestList!.every((entry) => entry.docId != docId && entry.question.length > 0)).toBe(true);
}

describe('robotAsk in English (demo)', () => {
  it('a clear question → answerType 1 with docId, msgType 3, rich answer and suggestList', async () => {
    const visitor = await startVisitor(server, 'demo');
    const reply = await ask(visitor, 'how long does it take to get my refund');
    expect(reply.code).toBe(200);
    expectAnswer(reply.data, 1008); // "When will I get my refund?"
    expect(reply.data.answer.msgContent).toContain('3–5 business days');
    expect(reply.data.question).toMatchObject({ senderType: 1, msgContent: 'how long does it take to get my refund' });
    // demo: robotAnswerTransferUserMode 0, no transfer button under an answer; thumbs offered.
    expect(reply.data.answer.showTransferBtn).toBe(0);
    expect(reply.data.answer.disabled).toBe(0);
    // Both are stored in the conversation.
    const ids = (await sessionMessages(visitor)).map((message) => message.id);
    expect(ids).toEqual(expect.arrayContaining([reply.data.question!.id, reply.data.answer.id]));
  });

  it('an answer with follow-up buttons (docPattern 2) or a card (docPattern 3) carries them', async () => {
    const visitor = await startVisitor(server, 'demo');
    const shipping = await ask(visitor, 'how much is shipping');
    expect(shipping.data.answerType).toBe(1);
    expect(shipping.data.answer).toMatchObject({ docId: 1001, docPattern: 2 });
    expect(shipping.data.answer.btnList).toEqual([
      { value: 'How long does delivery take?' },
      { value: 'Do you ship internationally?' },
    ]);

    const giftCards = await ask(visitor, 'do you sell gift cards');
    expect(giftCards.data.answerType).toBe(1);
    expect(giftCards.data.answer).toMatchObject({ docId: 1024, docPattern: 3 });
    expect(giftCards.data.answer.card).toMatchObject({
      title: expect.any(String),
      url: expect.stringMatching(/^https:\/\//),
    });
  });

  it('a vague question → answerType 2 with a non-empty suggestList and a transfer button (guide mode 1)', async () => {
    const visitor = await startVisitor(server, 'demo');
    const reply = await ask(visitor, 'return');
    expect(reply.data.answerType).toBe(2);
    expect(reply.data.status).toBe(0);
    const suggestions = reply.data.answer.suggestList!;
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions.map((entry) => entry.docId)).toContain(1003); // "What is your return policy?"
    expect(reply.data.answer).toMatchObject({
      msgType: 1,
      senderType: 3,
      msgContent: 'Did you mean one of these?',
      showTransferBtn: 1,
    });
    expect(reply.data.answer.docId).toBeUndefined();
  });

  it('nonsense → answerType 0 with showTransferBtn 1 on demo (robotUnknownTransferUserMode 1)', async () => {
    expect(demo.robotUnknownTransferUserMode).toBe(1);
    const visitor = await startVisitor(server, 'demo');
    // Keyboard mash and off-topic chatter: nothing in the knowledge base is close.
    for (const question of ['asdf qwerty zxcv', 'sing me a song', 'who won the football match last night']) {
      const reply = await ask(visitor, question);
      expect(reply.data.answerType, question).toBe(0);
      expect(reply.data.status).toBe(0);
      expect(reply.data.answer).toMatchObject({
        msgType: 1,
        senderType: 3,
        answerType: 0,
        showTransferBtn: 1,
        suggestList: [],
      });
      expect(reply.data.answer.msgContent).toMatch(/don't have an answer/);
    }
  });

  it('words of courtesy alone ("hello?") → answerType 0 asking what the visitor would like to know, no document, no transfer button', async () => {
    const visitor = await startVisitor(server, 'demo');
    const reply = await ask(visitor, 'hello?');
    expect(reply.data.answerType).toBe(0);
    expect(reply.data.answer).toMatchObject({
      msgType: 1,
      senderType: 3,
      msgContent: 'Happy to help! What would you like to know?',
      suggestList: [],
      showTransferBtn: 0,
    });
  });

  it('"I want to talk to a human" → status -1, question null, instruction.system_toCustomerService', async () => {
    const visitor = await startVisitor(server, 'demo');
    const reply = await ask(visitor, 'I want to talk to a human');
    expect(reply.code).toBe(200);
    expect(reply.data.status).toBe(-1);
    expect(reply.data.question).toBeNull();
    expect(reply.data.instruction).toEqual({ system_toCustomerService: true });
    expect(reply.data.answer.msgContent).toMatch(/human agent/);
  });

  it('clicking a suggestion (docId + click 1) answers that doc', async () => {
    const visitor = await startVisitor(server, 'demo');
    const guide = await ask(visitor, 'return');
    const suggestions: Suggestion[] = guide.data.answer.suggestList!;
    // Not the first one: the click answers the doc clicked, not the best ranked.
    const clicked = suggestions[1]!;
    const reply = await ask(visitor, clicked.question, { docId: clicked.docId, click: 1 });
    expect(reply.data.answerType).toBe(1);
    expect(reply.data.answer).toMatchObject({ docId: clicked.docId, msgType: 3, senderType: 3 });
    expect(reply.data.question?.msgContent).toBe(clicked.question);

    const unknown = await ask(visitor, 'a doc that does not exist', { docId: 999_999, click: 1 });
    expect(unknown.status).toBe(404);
  });
});

describe("the FAQ guide in the visitor's language (demo-intl, a channel of no language)", () => {
  const guideOf = async (visitor: TestVisitor) =>
    parseFaqList(
      (await sessionMessages(visitor)).find((message) => message.msgType == MSG_TYPE.faqPanel)?.msgContent ?? '',
    );

  it("lists each saved question's translation into the visitor's locale, whose click answers in it", async () => {
    const saved = (await server.post<ChannelConfig>(VISITOR_API + 'channelInfo', { channelId: 'demo-intl' })).data;
    expect(saved.faqList.length).toBeGreaterThan(0);
    const english = await guideOf(await startVisitor(server, 'demo-intl', { locale: 'en' }));
    expect(english).toEqual(saved.faqList.map(({ docId, question }) => ({ docId, question })));

    const visitor = await startVisitor(server, 'demo-intl', { locale: 'fr' });
    const french = await guideOf(visitor);
    const inFrench = (docId: number) =>
      DEMO_KNOWLEDGE_BASE.find((doc) => doc.translationOf == docId && doc.lang == 'fr')!;
    expect(french).toEqual(
      saved.faqList.map(({ docId }) => ({ docId: inFrench(docId).docId, question: inFrench(docId).question })),
    );
    const clicked = await ask(visitor, french[0]!.question, { docId: french[0]!.docId, click: 1 });
    expect(clicked.data.answer).toMatchObject({ docId: french[0]!.docId });
    expect(clicked.data.answer.msgContent).toBe(inFrench(saved.faqList[0]!.docId).answer);
  });

  it('keeps the saved questions where no document translates them (a locale without documents)', async () => {
    const saved = (await server.post<ChannelConfig>(VISITOR_API + 'channelInfo', { channelId: 'demo-intl' })).data;
    const asSaved = saved.faqList.map(({ docId, question }) => ({ docId, question }));
    expect(await guideOf(await startVisitor(server, 'demo-intl', { locale: 'ko' }))).toEqual(asSaved);
  });
});

describe('"Did you mean: X?" answered No (declined)', () => {
  it("the robot's sorry, in the language it asked in, with the transfer button as for an unknown question", async () => {
    const visitor = await startVisitor(server, 'demo');
    const asked = await ask(visitor, DEMO_CONFIRM_QUESTION);
    expect(asked.data.answerType).toBe(2);
    expect(asked.data.answer.suggestList).toHaveLength(1);
    expect(asked.data.answer.msgContent).toMatch(/^Did you mean: /);
    const [only] = asked.data.answer.suggestList!;
    const no = await ask(visitor, 'No, something else', { docId: only!.docId, declined: 1 });
    expect(no.data.answerType).toBe(0);
    expect(no.data.answer).toMatchObject({ answerType: 0, showTransferBtn: 1, suggestList: [] });
    expect(no.data.answer.msgContent).toMatch(/^Sorry about that/);
    // In German on a German question: the sorry follows the document asked about, not the word "No".
    const de = await ask(visitor, 'No', { docId: 4014, declined: 1 });
    expect(de.data.answer.msgContent).toMatch(/leid|Entschuldigung/i);
  });
});

describe('"Did you mean: X?" answered by typing', () => {
  it('rule: "yes please" typed right after it is its Yes: the document is answered, the words kept as typed', async () => {
    const visitor = await startVisitor(server, 'demo');
    const asked = await ask(visitor, DEMO_CONFIRM_QUESTION);
    const [only] = asked.data.answer.suggestList!;
    expect(asked.data.answer.suggestList).toHaveLength(1);
    const yes = await ask(visitor, 'Yes please!');
    expect(yes.data.answerType).toBe(1);
    expect(yes.data.answer).toMatchObject({ answerType: 1, docId: only!.docId });
    expect(yes.data.question).toMatchObject({ senderType: 1, msgContent: 'Yes please!' });
  });

  it.each(['nope', 'No, something else'])(
    'rule: "%s" typed right after it is its No (a no word, or the No button\'s own label): the sorry and the transfer button',
    async (typed) => {
      const visitor = await startVisitor(server, 'demo');
      await ask(visitor, DEMO_CONFIRM_QUESTION);
      const no = await ask(visitor, typed);
      expect(no.data.answer).toMatchObject({ answerType: 0, showTransferBtn: 1, suggestList: [] });
      expect(no.data.answer.msgContent).toMatch(/^Sorry about that/);
    },
  );

  it('rule: in the language it asked in ("はい、お願いします")', async () => {
    const visitor = await startVisitor(server, 'demo');
    const asked = await ask(visitor, '羽毛が抜ける');
    if (asked.data.answer.suggestList?.length != 1) return expect.fail(`no confirm: ${asked.data.answer.msgContent}`);
    const yes = await ask(visitor, 'はい、お願いします');
    expect(yes.data.answer).toMatchObject({ answerType: 1, docId: asked.data.answer.suggestList[0]!.docId });
  });

  it('rule: a yes with nothing asked, or after another message, is no answer to it', async () => {
    const visitor = await startVisitor(server, 'demo');
    expect((await ask(visitor, 'yes')).data.answer).toMatchObject({
      answerType: 0,
      msgContent: expect.stringMatching(/^Happy to help/),
    });
    await ask(visitor, DEMO_CONFIRM_QUESTION);
    await ask(visitor, 'where is my order');
    expect((await ask(visitor, 'yes')).data.answerType).toBe(0);
    // "now" is no "no": a question of its own.
    await ask(visitor, DEMO_CONFIRM_QUESTION);
    expect((await ask(visitor, 'now where is my order')).data.answer.docId).toBe(1004);
  });
});

describe('"ok" or "thanks" alone', () => {
  it("rule: is answered in the language of the visitor's previous question, whatever the widget's", async () => {
    const visitor = await startVisitor(server, 'demo');
    expect((await ask(visitor, '返品したい')).data.answerType).toBe(1);
    const thanks = await ask(visitor, 'thanks!');
    expect(thanks.data.answer.msgContent).toBe(ROBOT_TEXTS.ja!.courtesy);
    // With nothing asked before, in the widget's (English).
    const other = await startVisitor(server, 'demo');
    expect((await ask(other, 'thanks!')).data.answer.msgContent).toBe(ROBOT_TEXTS.en!.courtesy);
  });
});

describe('a follow-up ("do they expire", after "do you sell gift cards")', () => {
  it("rule: is read after the visitor's previous question in the conversation, and only in it", async () => {
    const visitor = await startVisitor(server, 'demo');
    expect((await ask(visitor, 'do you sell gift cards')).data.answer.docId).toBe(1024);
    const followUp = await ask(visitor, 'do they expire');
    expect(followUp.data.answerType).toBe(1);
    expect(followUp.data.answer.docId).toBe(1024);
    // Another visitor's conversation is not this one's context: alone, it is a guide.
    const other = await startVisitor(server, 'demo');
    const alone = await ask(other, 'do they expire');
    expect(alone.data.answerType).toBe(2);
    expect(alone.data.answer.suggestList?.map((entry) => entry.docId)).toContain(1024);
  });
});

describe("the robot's buttons (robotLabels)", () => {
  it('rule: Yes, No and the transfer button read in the language of the message, not the widget', async () => {
    const visitor = await startVisitor(server, 'demo');
    const arabic = { yes: 'نعم', no: 'لا، أقصد شيئًا آخر', transfer: 'التحويل إلى موظف الدعم' };
    // An Arabic question in an English widget: its guide is in Arabic, and its transfer button with it.
    const guide = await ask(visitor, 'حسابي');
    expect(guide.data.answer).toMatchObject({ answerType: 2, showTransferBtn: 1 });
    expect(guide.data.answer.robotLabels).toMatchObject(arabic);
    // Kept with the message: a reload shows the same buttons.
    const stored = (await sessionMessages(visitor)).find((message) => message.id == guide.data.answer.id);
    expect(stored?.robotLabels).toEqual(guide.data.answer.robotLabels);
    // "Did you mean" in English: Yes / No in English.
    const english = await ask(visitor, DEMO_CONFIRM_QUESTION);
    expect(english.data.answer.suggestList).toHaveLength(1);
    expect(english.data.answer.robotLabels).toMatchObject({
      yes: 'Yes',
      no: 'No, something else',
      transfer: 'Transfer to a human agent',
    });
    // No to an Arabic document: the sorry and its transfer button in Arabic.
    const declined = await ask(visitor, arabic.no, { docId: 7025, declined: 1 });
    expect(declined.data.answer).toMatchObject({ answerType: 0, showTransferBtn: 1, robotLabels: arabic });
  });

  it("rule: a document's answer has its thumbs and its full article's link in its own language", async () => {
    const visitor = await startVisitor(server, 'demo');
    const reply = await ask(visitor, 'كم تكلفة الشحن');
    // The thumbs are offered (disabled 0).
    expect(reply.data.answer).toMatchObject({ answerType: 1, disabled: 0 });
    expect(reply.data.answer.robotLabels).toMatchObject({
      useful: 'مفيد',
      notUseful: 'غير مفيد',
      feedback: 'هل كانت هذه الإجابة مفيدة؟',
      readFull: 'قراءة المقال كاملًا',
    });
  });

  it("rule: a document's answer with no transfer button still labels its thumbs and link", async () => {
    const visitor = await startVisitor(server, 'demo-zh');
    const reply = await ask(visitor, '怎么申请退货');
    expect(reply.data.answer).toMatchObject({ answerType: 1, showTransferBtn: 0 });
    expect(reply.data.answer.robotLabels).toMatchObject({ useful: '有用', readFull: '阅读全文' });
  });
});

describe('robotAsk in Chinese (demo-zh)', () => {
  it('a clear question → answerType 1 with docId, msgType 3, rich answer and suggestList', async () => {
    const visitor = await startVisitor(server, 'demo-zh');
    const reply = await ask(visitor, '怎么申请退货');
    expect(reply.code).toBe(200);
    expectAnswer(reply.data, 2015); // "怎么申请退货？"
    expect(reply.data.answer.senderName).toBe('北风小助手');

    const refund = await ask(visitor, '退款要多久');
    expectAnswer(refund.data, 2008); // "退款多久到账？"
  });

  it('a Chinese question on the English channel is answered from the Chinese docs', async () => {
    const visitor = await startVisitor(server, 'demo');
    const reply = await ask(visitor, '忘记密码了怎么重置');
    expect(reply.data.answerType).toBe(1);
    expect(reply.data.answer.docId).toBe(2009); // "忘记密码怎么办？"
  });

  it('a vague question → answerType 2 with a non-empty suggestList', async () => {
    const visitor = await startVisitor(server, 'demo-zh');
    const reply = await ask(visitor, '保修');
    expect(reply.data.answerType).toBe(2);
    expect(reply.data.answer.msgContent).toBe('您是不是想问：');
    const suggestions = reply.data.answer.suggestList!;
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    expect(suggestions.every((entry) => entry.docId >= 2001 && /保修|修/.test(entry.question))).toBe(true);
  });

  it('nonsense → answerType 0 with a transfer button', async () => {
    const visitor = await startVisitor(server, 'demo-zh');
    const reply = await ask(visitor, '嘿嘿嘿嘿');
    expect(reply.data.answerType).toBe(0);
    expect(reply.data.answer).toMatchObject({ showTransferBtn: 1, suggestList: [] });
    expect(reply.data.answer.msgContent).toMatch(/抱歉/);
  });

  it('"转人工" → status -1, question null, instruction.system_toCustomerService', async () => {
    const visitor = await startVisitor(server, 'demo-zh');
    const reply = await ask(visitor, '转人工');
    expect(reply.data.status).toBe(-1);
    expect(reply.data.question).toBeNull();
    expect(reply.data.instruction).toEqual({ system_toCustomerService: true });
    expect(reply.data.answer.msgContent).toBe('正在为您转接人工客服…');
  });
});

describe('robotTips', () => {
  it('robotTips for "retur" and "退" returns tips; for "   " returns []', async () => {
    const en = await startVisitor(server, 'demo');
    const retur = await en.call<Suggestion[]>('robotTips', { question: 'retur' });
    expect(retur.code).toBe(200);
    expect(retur.data.length).toBeGreaterThan(0);
    expect(retur.data.length).toBeLessThanOrEqual(5);
    expect(retur.data.every((tip) => /return/i.test(tip.question) && tip.docId > 1000 && tip.docId < 2000)).toBe(true);

    const zh = await startVisitor(server, 'demo-zh');
    const tui = await zh.call<Suggestion[]>('robotTips', { question: '退' });
    expect(tui.data.length).toBeGreaterThan(0);
    expect(tui.data.every((tip) => tip.question.includes('退') && tip.docId > 2000)).toBe(true);

    const blank = await en.call<Suggestion[]>('robotTips', { question: '   ' });
    expect(blank.code).toBe(200);
    expect(blank.data).toEqual([]);
  });
});

describe('getRobotDoc', () => {
  it('getRobotDoc returns docQuestion and docAnswer; an unknown docId answers 404', async () => {
    const visitor = await startVisitor(server, 'demo');
    const doc = await visitor.call<{ docId: number; docQuestion: string; docAnswer: string }>('getRobotDoc', {
      channelId: 'demo',
      docId: 1002,
    });
    expect(doc.code).toBe(200);
    expect(doc.data).toMatchObject({ docId: 1002, docQuestion: 'How long does delivery take?' });
    expect(doc.data.docAnswer).toMatch(/^<p>/);
    expect(doc.data.docAnswer).toContain('3–5 business days');

    const unknown = await visitor.call('getRobotDoc', { channelId: 'demo', docId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toMatch(/docId/);
  });
});

describe('commentDoc', () => {
  it('commentDoc on an answer locks it (second → 400) and getSessionMsg shows disabled 1 and isUseful', async () => {
    const visitor = await startVisitor(server, 'demo');
    const reply = await ask(visitor, 'how long does it take to get my refund');
    const answer = reply.data.answer;
    expect(answer.disabled).toBe(0);

    const first = await visitor.call('commentDoc', { docId: answer.docId, msgId: answer.id, isUseful: 0 });
    expect(first.code).toBe(200);
    expect(first.data).toEqual({ docId: answer.docId, isUseful: 0 });

    const second = await visitor.call('commentDoc', { docId: answer.docId, msgId: answer.id, isUseful: 1 });
    expect(second.status).toBe(400);

    const stored = (await sessionMessages(visitor)).find((message) => message.id == answer.id);
    expect(stored).toMatchObject({ disabled: 1, isUseful: 0 });
  });

  it('commentDoc on another visitor’s answer is refused with 403', async () => {
    const owner = await startVisitor(server, 'demo');
    const other = await startVisitor(server, 'demo');
    const answer = (await ask(owner, 'how long does it take to get my refund')).data.answer;
    const foreign = await other.call('commentDoc', { docId: answer.docId, msgId: answer.id, isUseful: 1 });
    expect(foreign.status).toBe(403);
    const stored = (await sessionMessages(owner)).find((message) => message.id == answer.id);
    expect(stored?.disabled).toBe(0);
  });
});

describe('robot and agent', () => {
  it('robotAsk while with an agent answers 400', async () => {
    const alice = await signInAgent(server, 'alice');
    try {
      const visitor = await startVisitor(server, 'demo');
      expect((await visitor.call<TransferReply>('transferAgent')).data.status).toBe(2);
      const before = (await sessionMessages(visitor)).length;
      const reply = await ask(visitor, 'how long does it take to get my refund');
      expect(reply.status).toBe(400);
      expect(reply.message).toMatch(/agent/);
      expect(await sessionMessages(visitor)).toHaveLength(before);
    } finally {
      await alice.call('status', { online: false });
    }
  });
});

describe('robotAsk sent twice (a retry after a lost answer)', () => {
  const server = useTestServer();

  it('rule: the same clientId stores the question once and answers with the answer it already had', async () => {
    const visitor = await startVisitor(server, 'demo');
    const ask = () =>
      visitor.call<RobotReply>('robotAsk', { question: 'How long does shipping take?', clientId: 'retry-1' });
    const first = await ask();
    const second = await ask();
    expect(second.data.answer.id).toBe(first.data.answer.id);
    expect(second.data.question?.id).toBe(first.data.question?.id);
    const messages = (await visitor.call<ChatMessage[]>('getSessionMsg')).data;
    expect(messages.filter((message) => message.msgContent == 'How long does shipping take?')).toHaveLength(1);
    // One answer: the robot's other messages are its welcome (greeting and FAQ guide), stored before the question.
    const question = messages.find((message) => message.msgContent == 'How long does shipping take?')!;
    expect(messages.filter((message) => message.senderType == 3 && message.id > question.id)).toHaveLength(1);
  });
});
