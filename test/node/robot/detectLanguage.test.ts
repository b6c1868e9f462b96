// The question's language: script first, then words, with the channel's language and the
// visitor's locale as priors (demo-host/server/robot/detectLanguage.ts).
import { detectLanguage, vocabularyWords } from '@server/robot/detectLanguage';
import { describe, expect, it } from 'vitest';

const lang = (text: string, priors = {}) => detectLanguage(text, priors).lang;

describe('detectLanguage: the script', () => {
  it.each([
    ['送料はいくらですか', 'ja'],
    ['배송비는 얼마인가요', 'ko'],
    ['ค่าจัดส่งเท่าไหร่', 'th'],
    ['كم تكلفة الشحن', 'ar'],
    ['هزینه ارسال چقدر است', 'fa'],
    ['Сколько стоит доставка', 'ru'],
    ['运费怎么收', 'zh'],
    ['運費怎麼收', 'tw'],
  ])('rule: %s is %s', (text, expected) => {
    expect(lang(text)).toBe(expected);
  });

  it('rule: kana is Japanese even among Chinese characters', () => {
    expect(lang('返品の方法')).toBe('ja');
  });

  it("rule: characters both Chinese scripts share follow the visitor's locale (tw or ja), else Chinese", () => {
    expect(lang('保修')).toBe('zh');
    expect(lang('保修', { visitor: 'zh-TW' })).toBe('tw');
    expect(lang('保修', { visitor: 'ja' })).toBe('ja');
  });
});

describe('detectLanguage: Latin words', () => {
  it.each([
    ['how much is shipping to canada', 'en'],
    ['cuánto cuesta el envío', 'es'],
    ['wie lange dauert die lieferung', 'de'],
    ['combien coûte la livraison', 'fr'],
    ['quanto custa o frete para o brasil', 'pt'],
    ['hoe lang duurt de levering', 'nl'],
    ['ile kosztuje dostawa', 'pl'],
    ['kargo ücreti ne kadar', 'tr'],
    ['phí giao hàng bao nhiêu', 'vi'],
  ])('rule: %s is %s', (text, expected) => {
    expect(lang(text)).toBe(expected);
  });

  it('rule: words without accents still tell the language ("envio gratis para mi pedido")', () => {
    expect(lang('envio gratis para mi pedido')).toBe('es');
  });

  it("rule: without a signal the visitor's locale decides, then the channel's language, then English", () => {
    expect(detectLanguage('ps5', { visitor: 'de-DE', channel: 'fr' })).toEqual({
      lang: 'de',
      reason: "the visitor's locale",
    });
    expect(lang('ps5', { channel: 'fr' })).toBe('fr');
    expect(lang('ps5')).toBe('en');
  });

  it("rule: English greetings and thanks alone ('ok', 'thanks') are the visitor's language where the tenant has documents in it", () => {
    const available = ['en', 'ja', 'zh'];
    expect(detectLanguage('ok', { visitor: 'ja', channel: 'zh', available })).toEqual({
      lang: 'ja',
      reason: "courtesy alone: the visitor's locale",
    });
    expect(lang('thank you so much!', { visitor: 'ko', channel: 'zh', available })).toBe('zh');
    expect(lang('thanks', { visitor: 'ko', available })).toBe('en');
    // The language of the visitor's previous question comes first.
    expect(detectLanguage('ok', { previous: 'zh', visitor: 'ja', available })).toEqual({
      lang: 'zh',
      reason: 'courtesy alone: the previous question',
    });
    // With a question beside them, the words decide.
    expect(lang('thanks, where is my order', { visitor: 'ja', available })).toBe('en');
  });

  it('rule: the words outweigh the priors', () => {
    expect(lang('where is my order', { visitor: 'de', channel: 'de' })).toBe('en');
  });

  it("rule: a word only one language's documents use is that language's, a shared one counts for each", () => {
    const vocabularies = new Map([
      ['en', new Set(['pay', 'in', 'instalments', 'paypal'])],
      ['es', new Set(['pagar', 'a', 'plazos', 'paypal'])],
    ]);
    // "a" is an English list word; "pagar" and "plazos" only the Spanish documents use.
    expect(lang('pagar a plazos', { visitor: 'en' })).toBe('en');
    expect(lang('pagar a plazos', { visitor: 'en', vocabularies })).toBe('es');
    expect(lang('paypal', { visitor: 'es', vocabularies })).toBe('es');
    expect(lang('paypal', { visitor: 'en', vocabularies })).toBe('en');
  });

  it("rule: Chinese characters alone are Japanese where only the tenant's Japanese documents have their pairs", () => {
    const vocabularies = new Map([
      ['ja', new Set(vocabularyWords('追跡番号はどこで確認できますか 送料はいくら'))],
      ['zh', new Set(vocabularyWords('快递单号在哪里查 运费多少钱 查物流'))],
    ]);
    expect(lang('追跡番号', { visitor: 'en' })).not.toBe('ja');
    expect(lang('追跡番号', { visitor: 'en', vocabularies })).toBe('ja');
    expect(detectLanguage('追跡番号', { vocabularies }).reason).toBe("script: Han, the tenant's Japanese words");
    // Pairs only the Chinese documents have outweigh a Japanese visitor's locale; none, and the locale decides.
    expect(lang('查物流', { visitor: 'ja', vocabularies })).toBe('zh');
    expect(lang('商品', { visitor: 'ja', vocabularies })).toBe('ja');
  });

  it('rule: every guess says why', () => {
    expect(detectLanguage('返品').reason).toMatch(/script/);
    expect(detectLanguage('where is my order').reason).toBe('words');
  });
});
