// Which of the tray's emoji this system can draw. The widget ships no emoji font (a colour
// emoji font weighs megabytes, the widget tens of kilobytes), so a system without one would
// be offered empty boxes: each emoji is drawn on a small canvas and kept only when it differs
// from the box drawn for U+0378, a code point no font has. Firefox brings its own colour
// emoji; Chromium and WebKit draw what the system's fonts have.
const SIZE = 24;
const NO_FONT_HAS_IT = '\u0378';

export function drawableEmoji(doc: Document, emoji: readonly string[]): readonly string[] {
  const canvas = doc.createElement('canvas');
  canvas.width = canvas.height = SIZE;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  // Nothing to draw with (a test DOM, a locked-down browser): offer them all.
  if (!context) return emoji;
  context.font = `${SIZE - 6}px ${getComputedStyle(doc.body).fontFamily}`;
  context.textBaseline = 'top';
  const drawn = (text: string) => {
    context.clearRect(0, 0, SIZE, SIZE);
    context.fillText(text, 2, 2);
    return context.getImageData(0, 0, SIZE, SIZE).data.join();
  };
  const box = drawn(NO_FONT_HAS_IT);
  return emoji.filter((glyph) => drawn(glyph) != box);
}
