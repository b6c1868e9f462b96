// Chinese words by jieba (@node-rs/jieba, its dictionary plus a few words of a shop's
// support that it lacks), in search mode: a long word also gives its parts ("冲锋衣" →
// "冲锋", "冲锋衣"; "货运费" → "货运", "运费"). Built on first use (about 60 ms).
import { createRequire } from 'node:module';
import type { Jieba as JiebaType } from '@node-rs/jieba';

/** Words of a shop's support jieba's dictionary does not hold, with a high frequency so they stay whole. */
const SHOP_WORDS = [
  '冲锋衣',
  '运费险',
  '价保',
  '退差价',
  '七天无理由',
  '包邮',
  '到账',
  '购物凭证',
  '礼品卡',
  '优惠码',
  '促销邮件',
];

/**
 * jieba is a native module with prebuilt binaries for the common platforms. Where none loads,
 * Intl.Segmenter's dictionary cuts instead (coarser: the bigrams of segment.ts make up for
 * part of it), and the server says so once.
 */
let jieba: JiebaType | null | undefined;
const fallback = new Intl.Segmenter('zh', { granularity: 'word' });

function loaded(): JiebaType | null {
  if (jieba === undefined) {
    try {
      const require = createRequire(import.meta.url);
      const { Jieba } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
      const { dict } = require('@node-rs/jieba/dict') as { dict: Uint8Array };
      jieba = Jieba.withDict(dict);
      jieba.loadDict(new TextEncoder().encode(SHOP_WORDS.map((word) => `${word} 100000`).join('\n')));
    } catch (error) {
      console.error(`chat-online: jieba did not load (${(error as Error).message}); Chinese is cut by Intl.Segmenter`);
      jieba = null;
    }
  }
  return jieba;
}

const segmented = (run: string) =>
  [...fallback.segment(run)].filter((segment) => segment.isWordLike).map((segment) => segment.segment);

/** The words of a run of Chinese characters, in order, each character in one of them. */
export const chineseSegments = (run: string): string[] => loaded()?.cut(run, true) ?? segmented(run);

/** The parts of the run's long words (search mode), which a visitor may write alone. */
export const chineseParts = (run: string): string[] => loaded()?.cutForSearch(run, true) ?? [];
