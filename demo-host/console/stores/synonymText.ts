// A language's synonyms as an owner writes them: one group per line, its words or phrases
// separated by commas ("ship, deliver, post"; Chinese and Japanese commas too). Pure: the
// text of the groups saved, the groups of a text with what is wrong on which line, and the
// server's refusal ("groups.3.1: …") read as the line it names.
import { KNOWLEDGE_LIMITS, type SynonymGroups } from '@shared/api/knowledge';

/** What is wrong with a line (1 = the first), in the console's words; or the server's message. */
export type SynonymProblem =
  | { line: number; kind: 'alone' | 'tooLong' | 'tooMany' | 'tooManyGroups' }
  | { line: number; kind: 'server'; message: string };

export interface ReadSynonyms {
  groups: SynonymGroups;
  /** The line of each group, for the server's problems, which name a group by its index. */
  lines: number[];
  problems: SynonymProblem[];
}

export const textOfGroups = (groups: SynonymGroups) => groups.map((group) => group.join(', ')).join('\n');

const SEPARATORS = /[,，、;；]/u;

export function groupsOfText(text: string): ReadSynonyms {
  const read: ReadSynonyms = { groups: [], lines: [], problems: [] };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const words = raw
      .split(SEPARATORS)
      .map((word) => word.trim())
      .filter(Boolean);
    if (!words.length) return;
    if (words.length < 2) read.problems.push({ line, kind: 'alone' });
    else if (words.length > KNOWLEDGE_LIMITS.synonymsPerGroup) read.problems.push({ line, kind: 'tooMany' });
    else if (words.some((word) => word.length > KNOWLEDGE_LIMITS.synonym))
      read.problems.push({ line, kind: 'tooLong' });
    // The first group past the limit says so; the ones after it say nothing more.
    if (read.groups.length == KNOWLEDGE_LIMITS.synonymGroups) read.problems.push({ line, kind: 'tooManyGroups' });
    read.groups.push(words);
    read.lines.push(line);
  });
  return read;
}

/**
 * The server's "groups.3.1: …" at the line of group 3, any other group its message names as its
 * line too ("is already in groups.0"); undefined when it names no group.
 */
export function serverProblemOf(message: string, lines: readonly number[]): SynonymProblem | undefined {
  const [, group, words] = /^groups\.(\d+)(?:\.\d+)?: (.+)$/s.exec(message) ?? [];
  const line = group === undefined ? undefined : lines[Number(group)];
  if (line === undefined || !words) return undefined;
  const named = words.replace(/\bgroups\.(\d+)(?:\.\d+)?/g, (path, index: string) =>
    lines[Number(index)] === undefined ? path : `line ${lines[Number(index)]}`,
  );
  return { line, kind: 'server', message: named };
}
