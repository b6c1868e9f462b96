// The robot's reading of text, per language: normalisation, segmentation, stemming, stop
// words and synonyms (demo-host/server/robot/analysis/).
import { DEMO_SYNONYMS } from '@demo/demoSynonyms';
import { createAnalyzer } from '@server/robot/analysis/analyzer';
import { isCourtesy, isSmallTalk, withoutCourtesy } from '@server/robot/analysis/courtesy';
import { foldText, normalizeText } from '@server/robot/analysis/normalize';
import { segmentWords } from '@server/robot/analysis/segment';
import { soundOf } from '@server/robot/analysis/sound';
import { stem } from '@server/robot/analysis/stem';
import { yesOrNo } from '@server/robot/analysis/yesOrNo';
import { ROBOT_TEXTS } from '@server/robot/robotTexts';
import { typedReply } from '@server/robot/typedReply';
import { describe, expect, it } from 'vitest';

const terms = (lang: string, text: string, groups: string[][] = []) =>
  createAnalyzer(lang, groups)
    .terms(text)
    .map((term) => term.term);

describe('normalizeText and foldText', () => {
  it('rule: accents and umlauts fold away, so a visitor who leaves them out still matches', () => {
    expect(foldText('Envío Rücksendung Remboursé Ñandú')).toBe('envio rucksendung rembourse nandu');
  });

  it('rule: letters NFD keeps whole fold too (ß, ø, đ, ł)', () => {
    expect(foldText('Straße Ørsted Đà Łódź')).toBe('strasse orsted da lodz');
  });

  it('rule: marks fold after stemming: a singular and its plural meet with or without accents', () => {
    expect(terms('es', 'devolución')).toEqual(terms('es', 'devoluciones'));
    expect(terms('fr', 'expédition')).toEqual(terms('fr', 'expedition'));
  });

  it('rule: full-width forms and ligatures become plain (NFKC), and text is lower-cased', () => {
    expect(normalizeText('ＰａｙＰａｌ ﬁle')).toBe('paypal file');
  });

  it('rule: Arabic hamza seats, alif maqsura, ta marbuta and Persian letters meet one form; harakat and tatweel go', () => {
    expect(normalizeText('إرجاع')).toBe(normalizeText('ارجاع'));
    expect(normalizeText('مستشفى')).toBe(normalizeText('مستشفي'));
    expect(normalizeText('فاتورة')).toBe(normalizeText('فاتوره'));
    expect(normalizeText('شُحِنَ')).toBe('شحن');
    expect(normalizeText('شحـــن')).toBe('شحن');
    expect(normalizeText('کارت')).toBe(normalizeText('كارت'));
  });

  it('rule: a letter held down (three times or more, in a word of three other letters or more) is kept twice', () => {
    expect(normalizeText('where is my ORDERRRR')).toBe('where is my orderr');
    expect(normalizeText('عاجلللل')).toBe('عاجلل');
    expect(normalizeText('free coffee')).toBe('free coffee');
    // In a shorter word it may be meant.
    expect(normalizeText('AAA batteries in XXXL 哈哈哈, commande creee')).toBe(
      'aaa batteries in xxxl 哈哈哈, commande creee',
    );
  });

  it('rule: Hangul, kana and Thai keep their marks (folding would change the letters)', () => {
    expect(normalizeText('배송')).toBe('배송');
    expect(normalizeText('がぎ')).toBe('がぎ');
    expect(normalizeText('ค่าส่ง')).toBe('ค่าส่ง');
  });
});

describe('segmentWords', () => {
  it('rule: Chinese is cut into words by jieba, with the parts of a long word', () => {
    const words = segmentWords('我想把冲锋衣退了', 'zh').map((word) => word.text);
    expect(words).toContain('冲锋衣');
    expect(words).toContain('冲锋');
  });

  it('rule: a Chinese bigram joins a single character to the next word ("退|货运费" → "退货"), never a word\'s end to it', () => {
    const words = segmentWords('退货运费谁来出', 'zh').map((word) => word.text);
    expect(words).toContain('退货');
    const long = segmentWords('下单后多久能收到', 'zh').map((word) => word.text);
    expect(long).not.toContain('单后');
  });

  it('rule: Japanese is cut by Intl.Segmenter, with bigrams where its words are unsure', () => {
    const words = segmentWords('送料はいくらですか', 'ja').map((word) => word.text);
    expect(words).toContain('送料');
    expect(terms('ja', '送料はいくらですか')).not.toContain('は');
  });

  it('rule: Japanese endings of verbs and speech are no terms ("来ないんだけど" is "来ない")', () => {
    expect(terms('ja', '確認のメールが来ないんだけど')).toEqual(terms('ja', '確認のメールが来ない'));
    const words = segmentWords('ゲストで買いました', 'ja');
    expect(words.filter((word) => !word.stop).map((word) => word.text)).not.toContain('いま');
  });

  it('rule: Thai, written without spaces, is cut into words', () => {
    expect(segmentWords('ค่าจัดส่งเท่าไหร่', 'th').length).toBeGreaterThan(2);
  });

  it("rule: English drops 's and joins n't; French and Italian split an elided article", () => {
    expect(segmentWords("where's my parcel, don't know", 'en').map((word) => word.text)).toEqual([
      'where',
      'my',
      'parcel',
      'dont',
      'know',
    ]);
    expect(segmentWords("l'adresse", 'fr').map((word) => word.text)).toEqual(['l', 'adresse']);
  });
});

describe('stem', () => {
  it.each([
    ['en', ['return', 'returns', 'returned', 'returning']],
    ['es', ['devolución', 'devoluciones']],
    ['de', ['lieferung', 'lieferungen']],
    ['fr', ['remboursement', 'remboursements']],
    ['ar', ['الشحن', 'والشحن', 'شحن'].map(normalizeText)],
  ] as const)('rule (%s): the forms of one word meet on one stem', (lang, words) => {
    expect(new Set(words.map((word) => stem(word, lang))).size).toBe(1);
  });

  it('rule: a word whose stem is another word\'s keeps its own ("customer" is not "customs")', () => {
    expect(stem('customers', 'en')).toBe(stem('customer', 'en'));
    expect(stem('customer', 'en')).not.toBe(stem('customs', 'en'));
    const english = DEMO_SYNONYMS.en!.map((group) => [...group]);
    const customs = terms('en', 'customs', english)[0]!;
    expect(terms('en', 'do i pay customs fees', english)).toContain(customs);
    expect(terms('en', 'bad customer service', english)).not.toContain(customs);
  });

  it('rule: languages without a stemmer, short words and numbers stay whole', () => {
    expect(stem('giao', 'vi')).toBe('giao');
    expect(stem('bus', 'en')).toBe('bus');
    expect(stem('ps5s', 'en')).toBe('ps5s');
  });
});

describe('stop words and question words', () => {
  it('rule: function words are dropped, question words and negations are kept', () => {
    expect(terms('en', 'where is my stuff')).toEqual(['where', 'stuff']);
    expect(terms('en', 'what if it cannot be repaired')).toEqual(['what', 'cannot', 'repair']);
    expect(terms('de', 'wann kommt meine Bestellung')).toContain('wann');
    expect(terms('zh', '不能退吗')).toContain('不能');
  });

  it('rule: the spoken Arabic of the Gulf, the Levant and Egypt drops its function words as Modern Standard Arabic does', () => {
    // "I want" (ابغى, بدي, عايز beside أريد), "so that" (عشان), "please" (لو سمحت beside من فضلك),
    // "at" (عند), greetings (السلام عليكم, اهلا beside مرحبا).
    expect(terms('ar', 'ابغى ارجع المنتج عشان المقاس صغير')).toEqual(terms('ar', 'أريد ارجع المنتج المقاس صغير'));
    expect(terms('ar', 'السلام عليكم بدي الغي الطلب لو سمحت')).toEqual(terms('ar', 'مرحبا الغي الطلب'));
    expect(terms('ar', 'عايز اعرف الشحن كم يوم عند الطلب')).toEqual(terms('ar', 'اعرف الشحن كم يوم الطلب'));
    expect(terms('ar', 'ما وصلني الطلب')).toContain('ما');
  });

  it('rule: Japanese set greetings carry no intent ("お世話になっております" matches no document)', () => {
    expect(terms('ja', 'いつもお世話になっております。返金はいつですか')).toEqual(terms('ja', '返金はいつですか'));
    expect(terms('ja', '送料はいくらですか。よろしくお願いします')).toEqual(terms('ja', '送料はいくらですか'));
  });

  it('rule: an English greeting in a language of another script carries no intent ("hi 我想退货"); in German it is a word of the language', () => {
    expect(terms('zh', 'hi 我想退货')).toEqual(terms('zh', '我想退货'));
    expect(terms('ja', 'Hello! 返品したい')).toEqual(terms('ja', '返品したい'));
    expect(terms('ar', 'thanks ابغى ارجع المنتج')).toEqual(terms('ar', 'ابغى ارجع المنتج'));
    expect(terms('de', 'hi wo ist mein paket')).toContain('hi');
  });

  it('rule: a message that only greets, thanks, agrees or takes leave is courtesy, in its language or English', () => {
    for (const [lang, text] of [
      ['en', 'Thanks a lot!!'],
      ['en', 'ok thanks, bye'],
      ['es', '¡Muchas gracias!'],
      ['de', 'danke schön'],
      ['fr', "D'accord, merci"],
      ['ja', '了解です、ありがとうございました'],
      ['zh', '在吗？'],
      ['ar', 'شكرا جزيلا'],
      ['zh', 'thanks'],
      ['en', '🙏🙏'],
    ] as const)
      expect(isCourtesy(text, lang), text).toBe(true);
    for (const [lang, text] of [
      ['en', 'good morning, where is my order?'],
      ['en', 'is delivery free'],
      ['en', 'good quality?'],
      ['de', 'danke, wo ist mein paket'],
      ['en', '??'],
      ['en', ''],
    ] as const)
      expect(isCourtesy(text, lang), text).toBe(false);
  });

  it('rule: a whole message of small talk, with courtesy or without, is small talk; inside a question it is not', () => {
    for (const [lang, text] of [
      ['en', "What's your name?"],
      ['en', 'hello! how are you doing?'],
      ['en', 'tell me a joke please'],
      ['fr', "Comment tu t'appelles ?"],
      ['es', 'hola, ¿qué tal?'],
      ['de', 'Erzähl mir einen Witz!'],
      ['zh', '你叫什么名字？'],
      ['ja', 'お名前は？'],
      ['ar', 'شو اسمك؟'],
      ['fr', 'tell me a joke'],
    ] as const)
      expect(isSmallTalk(text, lang), text).toBe(true);
    for (const [lang, text] of [
      ['en', 'how are you shipping my order'],
      ['en', 'what name is on my order'],
      ['es', '¿qué tal el envío a México?'],
      ['fr', 'pouvez-vous me rappeler'],
      ['en', 'thanks'],
      ['en', ''],
    ] as const)
      expect(isSmallTalk(text, lang), text).toBe(false);
  });

  it('rule: the greeting that opens a question and the thanks that close it are not searched', () => {
    for (const [lang, text, asked] of [
      ['en', 'where is my order? thanks a lot', 'where is my order? '],
      ['en', 'where is my order thank you so much', 'where is my order '],
      ['en', 'good morning, where is my order', 'where is my order'],
      ['en', 'hello, do you ship to canada? have a nice day', 'hello, do you ship to canada? '],
      ['fr', 'où est ma commande ? merci beaucoup', 'où est ma commande ? '],
      ['de', 'Guten Tag, wo ist mein Paket?', 'wo ist mein Paket?'],
      ['es', 'buenos días, ¿dónde está mi pedido?', 'dónde está mi pedido?'],
      ['ar', 'وين طلبي؟ شكرا جزيلا', 'وين طلبي؟ '],
      ['ja', '注文した商品が届きません。ありがとうございます', '注文した商品が届きません。'],
    ] as const)
      expect(withoutCourtesy(text, lang), text).toBe(asked);
  });

  it('rule: courtesy is cut only where it stands apart: words of the question, one word, or courtesy alone stay', () => {
    for (const [lang, text] of [
      // "got it" is courtesy alone, not after "never"; two words need punctuation before them.
      ['en', 'i never got it'],
      ['es', 'cancelen todo por favor'],
      // One word: a stop word already, or the question's own.
      ['en', 'is the fit perfect'],
      // Chinese and Japanese are cut only after a space or punctuation: "收到" alone is "got it".
      ['zh', '我没收到'],
      ['en', 'thanks, bye'],
    ] as const)
      expect(withoutCourtesy(text, lang), text).toBe(text);
  });

  it('rule: a typed reply to "Did you mean" is Yes or No when it is one of those words, alone or with courtesy after it', () => {
    for (const [text, lang, reading] of [
      ['yes', 'en', 'yes'],
      ['Yes please!', 'en', 'yes'],
      ['yep, thanks', 'en', 'yes'],
      ['sí, por favor', 'es', 'yes'],
      ['oui merci', 'fr', 'yes'],
      ['ja, bitte', 'de', 'yes'],
      ['はい、お願いします', 'ja', 'yes'],
      ['是的，谢谢', 'zh', 'yes'],
      ['نعم', 'ar', 'yes'],
      ['no', 'en', 'no'],
      ['No thanks', 'en', 'no'],
      ['nope', 'en', 'no'],
      ['non merci', 'fr', 'no'],
      ['nein danke', 'de', 'no'],
      ['いいえ', 'ja', 'no'],
      ['不是', 'zh', 'no'],
      ['لا', 'ar', 'no'],
    ] as const)
      expect(yesOrNo(text), `${lang}: ${text}`).toBe(reading);
    for (const [text, lang] of [
      ['now', 'en'],
      ['not sure, where is my order', 'en'],
      ['yesterday my parcel came', 'en'],
      ['si no llega mi pedido', 'es'],
      ['no puedo pagar', 'es'],
      ['不能退货吗', 'zh'],
      ['', 'en'],
    ] as const)
      expect(yesOrNo(text), `${lang}: ${text}`).toBeUndefined();
  });

  it("rule: a confirm's own button label, typed or pasted in any language, is that button", () => {
    for (const [lang, texts] of Object.entries(ROBOT_TEXTS)) {
      expect(typedReply(texts.no), `${lang}: ${texts.no}`).toBe('no');
      expect(typedReply(texts.yes), `${lang}: ${texts.yes}`).toBe('yes');
    }
    expect(typedReply('no something else')).toBe('no');
    // Folded as the robot reads a question: without its accents, the label is still the button.
    expect(typedReply('nao e outra coisa')).toBe('no');
    expect(typedReply('yes please')).toBe('yes');
    expect(typedReply('no, something else is wrong with my order')).toBeUndefined();
  });

  it('rule: a question of stop words only keeps them all', () => {
    expect(terms('en', 'how do I').length).toBeGreaterThan(0);
  });
});

describe('synonyms', () => {
  const groups = [
    ['deliver', 'ship', 'post'],
    ['refund', 'money back'],
  ];

  it("rule: a word of a group becomes the group's first entry, after stemming", () => {
    expect(terms('en', 'shipped', groups)).toEqual(terms('en', 'deliver', groups));
    expect(terms('en', 'posting', groups)).toEqual(terms('en', 'delivered', groups));
  });

  it('rule: a phrase of a group is matched as a whole ("money back" → "refund")', () => {
    expect(terms('en', 'i want my money back', groups)).toEqual(terms('en', 'i want my refund', groups));
  });

  it('rule: Chinese synonyms are matched in the text before it is cut ("邮费" → "运费")', () => {
    const chinese = [['运费', '邮费', '快递费']];
    expect(terms('zh', '邮费多少', chinese)).toContain('运费');
    const analyzer = createAnalyzer('zh', chinese);
    expect(analyzer.terms('邮费多少').find((term) => term.term == '运费')?.synonym).toBe(true);
  });

  it("rule: the demo's Arabic groups hold no everyday word: 'it reached me' is not read as the invoice", () => {
    // "وصل" is a receipt in some dialects, but "arrived" everywhere: stemmed, it took "ووصلني" too.
    const arabic = DEMO_SYNONYMS.ar!.map((group) => [...group]);
    const invoice = terms('ar', 'الفاتورة', arabic)[0]!;
    expect(terms('ar', 'ووصلني منتج خاطئ', arabic)).not.toContain(invoice);
    expect(terms('ar', 'ما وصلني الطلب', arabic)).not.toContain(invoice);
    expect(terms('ar', 'أريد إيصال الشراء', arabic)).toContain(invoice);
  });

  it("rule: the demo's English groups read mailing a thing back as returning it", () => {
    const english = DEMO_SYNONYMS.en!.map((group) => [...group]);
    const returned = terms('en', 'return', english)[0]!;
    expect(terms('en', 'will it cost me anything to mail back a shirt', english)).toContain(returned);
    expect(terms('en', 'can i mail it back', english)).toContain(returned);
    expect(terms('en', 'mail me the invoice', english)).not.toContain(returned);
  });

  it('rule: without groups nothing is replaced', () => {
    expect(terms('en', 'shipped')).not.toEqual(terms('en', 'deliver'));
  });
});

describe('soundOf', () => {
  it('rule: a homophone typo sounds like the word (密马 / 密码)', () => {
    expect(soundOf('密马')).toBe(soundOf('密码'));
    expect(soundOf('密码')).toBe('mi ma');
  });

  it('rule: only terms of two or more Chinese characters have a sound', () => {
    expect(soundOf('码')).toBeUndefined();
    expect(soundOf('paypal')).toBeUndefined();
  });
});
