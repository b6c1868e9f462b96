// The HTML part: one small document that needs nothing from outside (no images, no style
// sheet, no script), inline styles only, at most 600px wide so that a phone shows it whole.
// Everything but our own markup goes through escapeHtml: a name or a message is text, never
// a tag or an attribute; a link is an `href` only when it is absolute http(s).
import { escapeHtml } from '@shared/escapeHtml';
import type { Block, Piece, TranscriptItem } from './mailBlocks';
import { webLink } from './webLink';

/** The spec's right-to-left locales, as the widget has them; the server may not import the widget's UI rules. */
const RIGHT_TO_LEFT: readonly string[] = ['ar', 'fa'];

export const mailDirection = (locale: string): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.includes(locale) ? 'rtl' : 'ltr');

const MUTED = 'color:#57606a;';
const FONT =
  "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif;";

/** Text as HTML: escaped, each line break a `<br>`. */
const text = (value: string) => escapeHtml(value).replace(/\r\n?|\n/g, '<br>');

function piece(piece: Piece): string {
  if ('ours' in piece) return text(piece.ours);
  if ('theirs' in piece) return text(piece.theirs);
  if ('strong' in piece) return `<strong>${text(piece.strong)}</strong>`;
  const href = webLink(piece.link);
  if (!href) return text(piece.link);
  return `<a href="${escapeHtml(href)}" style="color:#0b57d0;text-decoration:underline;">${text(href)}</a>`;
}

const pieces = (list: readonly Piece[]) => list.map(piece).join('');

function transcriptItem(item: TranscriptItem): string {
  if ('day' in item)
    return `<p style="margin:16px 0 8px;font-size:14px;font-weight:bold;${MUTED}">${text(item.day)}</p>`;
  const time = `<span style="font-size:13px;${MUTED}">${text(item.time)}</span>`;
  const said = item.who ? `${pieces(item.who)} ${text(item.text)}` : `<em>${text(item.text)}</em>`;
  return `<p style="margin:0 0 8px;">${time} ${said}</p>`;
}

function block(block: Block, dir: 'rtl' | 'ltr'): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${pieces(block.pieces)}</p>`;
    case 'fields':
      return `<p style="margin:0 0 16px;">${block.rows.map(pieces).join('<br>')}</p>`;
    case 'quote': {
      const side = dir == 'rtl' ? 'right' : 'left';
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-${side}:4px solid #d0d7de;background-color:#f6f8fa;">${text(block.text)}</blockquote>`;
    }
    case 'transcript':
      return `<div style="margin:0 0 16px;">${block.items.map(transcriptItem).join('')}</div>`;
  }
}

export function renderHtml(blocks: readonly Block[], options: { locale: string; lang: string; title: string }): string {
  const dir = mailDirection(options.locale);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(options.lang)}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${text(options.title)}</title>`,
    '</head>',
    '<body style="margin:0;padding:0;background-color:#f3f4f6;">',
    '<div style="max-width:600px;margin:0 auto;padding:16px 8px;">',
    `<div dir="${dir}" style="${FONT}font-size:16px;line-height:1.5;color:#1f2328;background-color:#ffffff;border-radius:8px;padding:20px 16px;overflow-wrap:anywhere;word-break:break-word;">`,
    ...blocks.map((each) => block(each, dir)),
    '</div>',
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
