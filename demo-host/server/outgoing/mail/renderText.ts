// The plain-text part: the blocks as lines, a blank line between blocks, quotes marked "> ".
import { type Block, plain, type TranscriptItem } from './mailBlocks';

/** Line breaks as one kind, so a quote marks every line. */
const lines = (text: string) => text.replace(/\r\n?/g, '\n').split('\n');

const quote = (text: string) =>
  lines(text)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

function transcriptLine(item: TranscriptItem): string {
  if ('day' in item) return `— ${item.day} —`;
  const [first = '', ...more] = lines(item.text);
  const said = item.who ? `${plain(item.who)} ${first}` : first;
  const head = [item.time, said].filter(Boolean).join('  ');
  return [head, ...more.map((line) => `    ${line}`)].join('\n');
}

function block(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return lines(plain(block.pieces)).join('\n');
    case 'fields':
      return block.rows.map((row) => lines(plain(row)).join(' ')).join('\n');
    case 'quote':
      return quote(block.text);
    case 'transcript':
      return block.items.map(transcriptLine).join('\n');
  }
}

export const renderText = (blocks: readonly Block[]): string => `${blocks.map(block).join('\n\n')}\n`;
