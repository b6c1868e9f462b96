// A subject is one header line: a CR or LF in a name could start a header of its own, and
// mail clients cut long subjects anyway.

export const SUBJECT_MAX_CHARS = 200;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a header line must not carry.
const BREAKS = /[\s\u0000-\u001f\u007f-\u009f]+/g;

/** One line, whitespace and control characters collapsed, at most SUBJECT_MAX_CHARS characters (code points). */
export function subjectLine(text: string): string {
  const line = text.replace(BREAKS, ' ').trim();
  const chars = Array.from(line);
  if (chars.length <= SUBJECT_MAX_CHARS) return line;
  return `${chars
    .slice(0, SUBJECT_MAX_CHARS - 1)
    .join('')
    .trimEnd()}…`;
}
