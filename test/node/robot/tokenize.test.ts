import { hasHan, STOP_WORDS, stem, tokenize } from '@server/robot/tokenize';
import { describe, expect, it } from 'vitest';

describe('tokenize: Latin text', () => {
  it('rule: lower-cases and splits on anything that is not a letter or digit', () => {
    expect(tokenize('Track-Order #123, PLEASE!')).toEqual(['track', 'order', '123']);
  });

  it('rule: apostrophes are dropped so a contraction stays one token', () => {
    expect(tokenize("Tent didn't arrive")).toEqual(['tent', 'didnt', 'arriv']);
  });

  it('rule: English stop words are dropped', () => {
    expect(tokenize('How do I return my boots?')).toEqual(['return', 'boot']);
    expect(tokenize('What is the capital of France')).toEqual(['capital', 'franc']);
  });

  it('rule: stop words are matched before stemming ("does" is dropped, not kept as "doe")', () => {
    expect(tokenize('Does shipping cost extra?')).toEqual(['ship', 'cost', 'extra']);
  });

  it('rule: never drops everything — a question of stop words only keeps them all', () => {
    expect(tokenize('how do I')).toEqual(['how', 'do', 'i']);
    expect(tokenize('What can you do?')).toEqual(['what', 'can', 'you', 'do']);
  });

  it('rule: text without letters or digits gives no tokens', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize('  ?! … ')).toEqual([]);
  });

  it('rule: "can\'t" and "cant" are the knowledge base\'s "cannot"', () => {
    expect(tokenize("you can't fix it")).toContain(tokenize('cannot')[0]);
    expect(tokenize('you cant fix it')).toEqual(tokenize('you cannot fix it'));
  });
});

describe('stem: light English stemming', () => {
  it('rule: plural, -ed and -ing forms meet on one stem', () => {
    for (const word of ['return', 'returns', 'returned', 'returning']) expect(stem(word)).toBe('return');
    for (const word of ['ship', 'ships', 'shipped', 'shipping']) expect(stem(word)).toBe('ship');
    for (const word of ['charge', 'charges', 'charged']) expect(stem(word)).toBe('charg');
    expect(stem('deliveries')).toBe('delivery');
  });

  it('rule: short words, "ss" endings, numbers and non-Latin words are left alone', () => {
    expect(stem('gas')).toBe('gas');
    expect(stem('address')).toBe('address');
    expect(stem('status')).toBe('status');
    expect(stem('123')).toBe('123');
    expect(stem('need')).toBe('need');
  });
});

describe('tokenize: Chinese text', () => {
  it('rule: word-like segments of Intl.Segmenter are terms', () => {
    const tokens = tokenize('忘记密码了');
    expect(tokens).toContain('忘记');
    expect(tokens).toContain('密码');
  });

  it('rule: characters the segmenter leaves single are joined as bigrams ("保修期" → 保修, 修期)', () => {
    const tokens = tokenize('保修期多久');
    expect(tokens).toContain('保修');
    expect(tokens).toContain('修期');
    expect(tokens).toContain('多久');
  });

  it('rule: a stored question and a short query meet on the bigram however either was segmented', () => {
    for (const text of ['我想退货怎么办', '退货', '怎么申请退货？', '退货运费谁来出？'])
      expect(tokenize(text)).toContain('退货');
  });

  it('rule: words of three or more characters also give their bigrams', () => {
    const tokens = tokenize('运费多少钱');
    expect(tokens).toContain('运费');
    expect(tokens).toContain('多少钱');
    expect(tokens).toContain('少钱');
  });

  it('rule: particles and pronouns are stop words, and no bigram straddles one', () => {
    expect(tokenize('能退吗')).toEqual(['退']);
    expect(tokenize('我要投诉')).toEqual(['投诉']);
    const tokens = tokenize('能分期吗');
    expect(tokens).toContain('分期');
    expect(tokens).not.toContain('能分');
    expect(tokens).not.toContain('期吗');
  });

  it('rule: a single character is a term (tips for "退")', () => {
    expect(tokenize('退')).toEqual(['退']);
  });

  it('rule: never drops everything in Chinese either', () => {
    expect(tokenize('我的')).toEqual(['我的']);
    expect(tokenize('是吗').length).toBeGreaterThan(0);
  });

  it('rule: mixed Chinese and Latin text is split at the script boundary', () => {
    const tokens = tokenize('能用Visa卡吗');
    expect(tokens).toContain('visa');
    expect(tokens).toContain('卡');
    expect(tokens.some((token) => /visa./.test(token))).toBe(false);
  });
});

describe('hasHan and the stop-word list', () => {
  it('rule: any Han character marks the text as Chinese', () => {
    expect(hasHan('Apple Pay 可以吗')).toBe(true);
    expect(hasHan('Apple Pay?')).toBe(false);
  });

  it('rule: the stop-word list covers the usual English function words', () => {
    for (const word of ['the', 'a', 'an', 'is', 'do', 'i', 'my', 'to', 'of', 'how', 'what', 'can', 'you'])
      expect(STOP_WORDS.has(word)).toBe(true);
    for (const word of ['return', 'refund', 'order', 'not']) expect(STOP_WORDS.has(word)).toBe(false);
  });
});
