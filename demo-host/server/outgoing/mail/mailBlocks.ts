// A mail as data between what it says and how it is drawn: our texts with their placeholders
// filled, in blocks that renderText and renderHtml each draw, so both parts say the same.

/** A piece of a line: our own words, what a stranger wrote, a name to stress, or a link. */
export type Piece = { ours: string } | { theirs: string } | { strong: string } | { link: string };

/** What fills a placeholder: text someone wrote, a name to stress, or a link. */
export type Fill = string | { strong: string } | { link: string };

export type TranscriptItem =
  /** The day the following lines were said on, in the reader's calendar and time zone. */
  | { day: string }
  /** One line; `who` is absent for a system line. */
  | { time: string; who?: Piece[]; text: string };

export type Block =
  | { kind: 'paragraph'; pieces: Piece[] }
  /** Lines of details, one `label: value` each. */
  | { kind: 'fields'; rows: Piece[][] }
  /** What someone wrote, quoted as it is. */
  | { kind: 'quote'; text: string }
  | { kind: 'transcript'; items: TranscriptItem[] };

export interface MailDraft {
  subject: Piece[];
  blocks: Block[];
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * One of our texts with its placeholders filled. A placeholder with no value stays as it is
 * (the tests look for any left). One pass: a value is never read as a template itself.
 */
export function fill(template: string, values: Readonly<Record<string, Fill>>): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const value = Object.hasOwn(values, match[1]!) ? values[match[1]!] : undefined;
    if (value === undefined) continue;
    if (match.index > from) pieces.push({ ours: template.slice(from, match.index) });
    pieces.push(typeof value == 'string' ? { theirs: value } : value);
    from = match.index + match[0].length;
  }
  if (from < template.length) pieces.push({ ours: template.slice(from) });
  return pieces;
}

/** The pieces as plain text. */
export const plain = (pieces: readonly Piece[]): string =>
  pieces
    .map((piece) =>
      'ours' in piece ? piece.ours : 'theirs' in piece ? piece.theirs : 'strong' in piece ? piece.strong : piece.link,
    )
    .join('');
