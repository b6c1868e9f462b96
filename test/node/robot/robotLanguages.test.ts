// The robot answers in the visitor's language, splits two-part questions, asks "Did you mean"
// about a single close document, and explains itself (demo-host/server/robot/robot.ts).
import { DEMO_KNOWLEDGE_BASE, DEMO_TENANT_ID } from '@demo/demoKnowledgeBase';
import { THRESHOLDS } from '@server/robot/decide';
import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';
import { createRobot } from '@server/robot/robot';
import { answerButtons } from '@server/robot/robotAnswer';
import { robotReplyText } from '@server/robot/robotReply';
import { ROBOT_ANSWER_TYPE } from '@shared/codes';
import { describe, expect, it } from 'vitest';
import { demoRobot } from './demoRobot';

const robot = demoRobot();
const demo = { tenantId: DEMO_TENANT_ID };
const offeredLangs = (question: string, scope = {}) => {
  const answer = robot.ask(question, { ...demo, ...scope });
  return new Set(
    [answer.doc, ...answer.suggestList.map((entry) => robot.doc(entry.docId))].flatMap((doc) =>
      doc ? [doc.lang] : [],
    ),
  );
};

describe('the visitor language', () => {
  it.each([
    ['¿cuánto cuesta el envío?', 'es'],
    ['wie lange dauert die lieferung', 'de'],
    ['combien coûte la livraison', 'fr'],
    ['送料はいくらですか', 'ja'],
    ['كم تكلفة الشحن', 'ar'],
    ['运费怎么收', 'zh'],
  ])('rule: "%s" is answered from the %s documents', (question, lang) => {
    expect(offeredLangs(question)).toEqual(new Set([lang]));
  });

  it("rule: with no document in the visitor's language the robot says so in it and offers the channel's language", () => {
    const answer = robot.ask('배송비는 얼마인가요', { ...demo, channelLang: 'en' });
    expect(answer.answerType).toBe(ROBOT_ANSWER_TYPE.guide);
    expect(answer.lang).toBe('ko');
    expect(answer.otherLanguages?.[0]).toBe('en');
    expect(answer.suggestList.length).toBeGreaterThan(0);
    expect(answer.suggestList.every((entry) => robot.doc(entry.docId)?.lang == 'en')).toBe(true);
    const reply = robotReplyText(answer);
    expect(reply).toMatch(/영어|English/);
    expect(reply).not.toMatch(/^Sorry/);
  });

  it('rule: the robot answers a language the tenant has even when the channel speaks another', () => {
    expect(offeredLangs('wo ist meine bestellung', { channelLang: 'en', visitorLocale: 'en' })).toEqual(
      new Set(['de']),
    );
  });
});

describe('two-part questions', () => {
  it('rule: each part is answered, in the order asked, under its own question', () => {
    const answer = robot.ask('do you ship to canada and can i pay with paypal', demo);
    expect(answer.answerType).toBe(ROBOT_ANSWER_TYPE.answer);
    expect(answer.docs?.map((doc) => doc.docId)).toEqual([1011, 1005]);
    const reply = robotReplyText(answer);
    expect(reply.indexOf('Do you ship internationally?')).toBeLessThan(reply.indexOf('Which payment methods'));
  });

  it('rule: an Arabic question mark parts two questions as "?" does', () => {
    const answer = robot.ask('كم سعر الشحن؟ وبعد كم يوم يوصلني الطلب؟', { ...demo, lang: 'ar' });
    expect(answer.docs?.map((doc) => doc.docId)).toEqual([7001, 7002]);
  });

  it("rule: the first document's buttons do not ask what the other part's document already answers", () => {
    const answer = robot.ask('how much is shipping? and how long does delivery take?', demo);
    const [shipping, delivery] = answer.docs!;
    expect(shipping!.buttons?.map((button) => button.value)).toContain(delivery!.question);
    expect(answerButtons(answer)?.map((button) => button.value)).toEqual(
      shipping!.buttons!.map((button) => button.value).filter((value) => value != delivery!.question),
    );
    // One document answered: its buttons, all of them.
    const one = robot.ask('how much is shipping?', demo);
    expect(answerButtons(one)).toEqual(one.doc!.buttons);
  });
});

describe('"Did you mean: X?"', () => {
  const doc = (docId: number, question: string, similar: string[]): KnowledgeDoc => ({
    docId,
    tenantId: 't',
    lang: 'en',
    question,
    similar,
    answer: `<p>${question}</p>`,
    docPattern: 1,
  });
  // Thresholds that answer nothing, so the one close document is asked about.
  const small = createRobot(
    [
      doc(1, 'How do I clean my waterproof jacket?', ['washing a rain jacket']),
      doc(2, 'What are your opening hours?', ['when are you open']),
    ],
    [],
    { thresholds: { ...THRESHOLDS, answer: 1.1, agreedAnswer: 1.1, guide: 0.1 } },
  );

  it('rule: a guide with one close document asks about it alone, without a doubled question mark', () => {
    const answer = small.ask('jacket cleaning tips for the rain', { tenantId: 't' });
    expect(answer.answerType).toBe(ROBOT_ANSWER_TYPE.guide);
    expect(answer.confirm).toBe(true);
    expect(answer.suggestList).toEqual([{ docId: 1, question: 'How do I clean my waterproof jacket?' }]);
    expect(robotReplyText(answer)).toBe('Did you mean: How do I clean my waterproof jacket?');
  });

  it("rule: No to it is answered with the robot's sorry, in the visitor's language", () => {
    expect(robotReplyText({ answerType: 0, status: 0, suggestList: [], lang: 'de', declined: true })).toMatch(
      /entschuldigung|leider|tut mir leid/i,
    );
  });
});

describe('documents switched off', () => {
  it('rule: a disabled document is never answered, offered or returned', () => {
    const on: KnowledgeDoc = {
      docId: 1,
      tenantId: 't',
      lang: 'en',
      question: 'How do I reset my password?',
      similar: [],
      answer: '<p>Reset it.</p>',
      docPattern: 1,
    };
    const off = { ...on, docId: 2, question: 'How do I reset my password today?', enabled: false };
    const small = createRobot([on, off]);
    expect(small.doc(2)).toBeUndefined();
    const answer = small.ask('How do I reset my password today?', { tenantId: 't' });
    expect([answer.doc?.docId, ...answer.suggestList.map((entry) => entry.docId)]).not.toContain(2);
  });
});

describe('explain ("try the robot")', () => {
  it('rule: it says the language and why, the terms searched, and each candidate with its matched terms', () => {
    const trial = robot.explain('wher is my parcel', demo);
    expect(trial).toMatchObject({ lang: 'en', langReason: 'words', searchedLang: 'en' });
    // How many documents were searched: the tenant's enabled ones in that language.
    const english = DEMO_KNOWLEDGE_BASE.filter((doc) => doc.lang == 'en' && doc.enabled !== false);
    expect(trial.searchedDocs).toBe(english.length);
    expect(english.length).toBeGreaterThan(0);
    const [part] = trial.parts;
    expect(part?.terms.length).toBeGreaterThan(0);
    const first = part!.candidates[0]!;
    expect(first.score).toBeGreaterThan(0);
    expect(first.matched.length).toBeGreaterThan(0);
  });

  it('rule: a typo matches as fuzzy, a synonym as synonym, a Chinese homophone as sound', () => {
    const kinds = (question: string) =>
      new Set(
        robot
          .explain(question, demo)
          .parts.flatMap((part) => part.candidates.flatMap((c) => c.matched.map((m) => m.match))),
      );
    expect(kinds('pasword resset')).toContain('fuzzy');
    const plain = createRobot(DEMO_KNOWLEDGE_BASE);
    const sounds = plain.explain('密马忘了', demo).parts.flatMap((part) => part.candidates.flatMap((c) => c.matched));
    expect(sounds).toContainEqual({ term: '密马', docTerm: '密码', match: 'sound' });
    expect(kinds('邮费多少')).toContain('synonym');
    // Asked typed as the document's word first, the synonym is still told as a synonym.
    const fresh = demoRobot();
    const matchOf = (question: string) =>
      fresh
        .explain(question, demo)
        .parts[0]!.candidates.flatMap((c) => c.matched)
        .find((m) => m.docTerm == '运费');
    expect(matchOf('运费怎么收')?.match).toBe('exact');
    expect(matchOf('邮费多少')?.match).toBe('synonym');
  });

  it('rule: the reply is what the visitor would read', () => {
    const trial = robot.explain('How do I reset my password?', demo);
    expect(trial.answerType).toBe(ROBOT_ANSWER_TYPE.answer);
    expect(trial.reply).toBe(robot.doc(1009)!.answer);
  });

  it('rule: each part says why it was decided so: the rule that answered, or the figure that held it back', () => {
    expect(robot.explain('How do I reset my password?', demo).parts[0]!.reason).toEqual({ rule: 'exact' });
    const held = robot.explain('hw long til my refund shows up', demo).parts[0]!;
    expect(held.decision).not.toBe('answer');
    expect(['lead', 'score', 'confidence']).toContain(held.reason.rule);
    const { value, needed } = held.reason as { value: number; needed: number };
    expect(value).toBeLessThan(needed);
    expect(robot.explain('who won the football match last night', demo).parts[0]!.reason.rule).toMatch(
      /^(offTopic|nothing|notCovered)$/,
    );
  });
});
