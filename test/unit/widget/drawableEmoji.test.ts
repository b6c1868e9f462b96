// Which emoji the tray offers (widget/pages/chat/drawableEmoji.ts), with a canvas whose drawing
// the test decides: real fonts are the browser test's (test/browser/pictures.test.ts).

import { drawableEmoji } from '@widget/pages/chat/drawableEmoji';
import { describe, expect, it } from 'vitest';

/** A document whose canvas draws `missing` glyphs as the same box as U+0378, the others each as itself. */
function documentDrawing(missing: readonly string[], context = true) {
  let last = '';
  const canvas = {
    width: 0,
    height: 0,
    getContext: () =>
      context && {
        font: '',
        textBaseline: '',
        clearRect() {},
        fillText(text: string) {
          last = text == '\u0378' || missing.includes(text) ? 'box' : text;
        },
        getImageData: () => ({ data: [...last].map((char) => char.codePointAt(0)!) }),
      },
  };
  return { createElement: () => canvas, body: document.body } as unknown as Document;
}

describe('the emoji tray', () => {
  it('rule: an emoji this system draws as the box of a missing glyph is left out', () => {
    expect(drawableEmoji(documentDrawing(['✅', '🥳']), ['😀', '✅', '🥳', '❤️'])).toEqual(['😀', '❤️']);
    expect(drawableEmoji(documentDrawing(['😀', '✅']), ['😀', '✅'])).toEqual([]);
  });

  it('rule: where nothing can be drawn to tell (no canvas context), every emoji is offered', () => {
    expect(drawableEmoji(documentDrawing([], false), ['😀', '✅'])).toEqual(['😀', '✅']);
  });
});
