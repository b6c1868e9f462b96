// The knowledge base as a file (docs/http-api.md#knowledge): the console exports it and the
// server imports it (importKnowledge), CSV or JSON, the same documents either way.
// - CSV: RFC 4180 in UTF-8 (with a byte-order mark, so spreadsheets read it as UTF-8), a header
//   row, then one document per row; a document's phrasings are one cell, one per line.
// - JSON: an object of the documents as the admin API takes them (KnowledgeDocInput) and the
//   robot's word lists by language: { docs, synonyms, notCovered } (KnowledgeLists). An array of
//   documents alone (what exports wrote before the lists) reads too, and sets no list.
// Reading is strict: every problem names its row (1 = the first document; 0 = the file itself)
// and its field, and the caller saves nothing while there is one.
import {
  KNOWLEDGE_LANGS,
  KNOWLEDGE_LIMITS,
  type KnowledgeDocInput,
  type KnowledgeFileFormat,
  type KnowledgeLists,
} from './api/knowledge';
import { docTextProblems, synonymProblems } from './knowledgeRules';

/** The CSV file's columns, in the order the export writes them. */
export const KNOWLEDGE_CSV_COLUMNS = [
  'docId',
  'lang',
  'question',
  'phrasings',
  'answer',
  'enabled',
  'category',
  'translationOf',
] as const;
type Column = (typeof KNOWLEDGE_CSV_COLUMNS)[number];

/** The columns a CSV file must have; the others take their defaults (a new, enabled document…). */
const REQUIRED_COLUMNS: readonly Column[] = ['lang', 'question', 'answer'];

/** A JSON document's fields. */
const JSON_FIELDS = ['docId', 'lang', 'question', 'similar', 'answer', 'enabled', 'category', 'translationOf'];
/** A JSON file's fields (the object form). */
const JSON_FILE_FIELDS = ['docs', 'synonyms', 'notCovered'];

export interface KnowledgeFileProblem {
  /** 1 = the file's first document; 0 = the file as a whole (its header, its shape). */
  row: number;
  message: string;
}

export interface ParsedKnowledgeFile {
  /** One per row, in order (docs[0] is row 1), those with problems too. */
  docs: KnowledgeDocInput[];
  problems: KnowledgeFileProblem[];
  /** A JSON file's word lists; absent from a CSV file or a JSON array. */
  lists?: KnowledgeLists;
}

const BOM = '\ufeff';
const MAX_DOC_ID = 1e9;
const K = KNOWLEDGE_LIMITS;

// ---- Writing --------------------------------------------------------------------------------

/** A CSV cell: quoted when it holds a comma, a quote, a line break or spaces at an end (RFC 4180). */
const csvCell = (value: string) => (/[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function csvRow(doc: KnowledgeDocInput): string {
  const cells: Record<Column, string> = {
    docId: String(doc.docId),
    lang: doc.lang,
    question: doc.question,
    phrasings: doc.similar.join('\n'),
    answer: doc.answer,
    enabled: String(doc.enabled),
    category: doc.category ?? '',
    translationOf: doc.translationOf ? String(doc.translationOf) : '',
  };
  return KNOWLEDGE_CSV_COLUMNS.map((column) => csvCell(cells[column])).join(',');
}

/** Only what a document input has: a listed entry's `updatedAt` and `extras` stay out of the file. */
const inputOf = (doc: KnowledgeDocInput): KnowledgeDocInput => ({
  docId: doc.docId,
  lang: doc.lang,
  question: doc.question,
  similar: doc.similar,
  answer: doc.answer,
  enabled: doc.enabled,
  ...(doc.category !== undefined && { category: doc.category }),
  ...(doc.translationOf !== undefined && { translationOf: doc.translationOf }),
});

/** The documents (and in JSON the word lists) as a file: what parseKnowledgeFile reads back as the same. */
export function formatKnowledgeFile(
  docs: readonly KnowledgeDocInput[],
  format: KnowledgeFileFormat,
  lists?: KnowledgeLists,
): string {
  if (format == 'json')
    return JSON.stringify(lists ? { docs: docs.map(inputOf), ...lists } : docs.map(inputOf), null, 2) + '\n';
  return BOM + [KNOWLEDGE_CSV_COLUMNS.join(','), ...docs.map(csvRow)].map((line) => line + '\r\n').join('');
}

// ---- Reading CSV ----------------------------------------------------------------------------

/** The records of an RFC 4180 text (CRLF or LF line ends), or where it breaks (0 = the header). */
export function readCsv(text: string): { records: string[][]; error?: { record: number; message: string } } {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endRecord = () => {
    record.push(cell);
    records.push(record);
    record = [];
    cell = '';
  };
  const broken = (message: string) => ({ records, error: { record: records.length, message } });
  for (let at = text.startsWith(BOM) ? 1 : 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      if (char != '"') cell += char;
      else if (text[at + 1] == '"') (cell += '"'), at++;
      else if (/^[^,\r\n]/.test(text[at + 1] ?? ',')) return broken('a quoted cell goes on after its closing quote');
      else quoted = false;
    } else if (char == '"') {
      if (cell) return broken('a quote inside a cell that is not quoted');
      quoted = true;
    } else if (char == ',') {
      record.push(cell);
      cell = '';
    } else if (char == '\n') endRecord();
    else if (char == '\r') {
      if (text[at + 1] == '\n') at++;
      endRecord();
    } else cell += char;
  }
  if (quoted) return broken('a quoted cell is never closed');
  if (cell || record.length) endRecord();
  return { records };
}

/** Collects the problems of one row, each naming its field. */
type Note = (field: string, message: string) => void;

/** A whole number from `min` to MAX_DOC_ID written in a cell; a blank cell is `blank`. */
function idOf(value: string, min: number, blank: number | undefined, field: string, note: Note) {
  const written = value.trim();
  if (!written) return blank;
  if (/^\d+$/.test(written) && Number(written) >= min && Number(written) <= MAX_DOC_ID) return Number(written);
  note(field, `"${written}" is not a whole number from ${min} to ${MAX_DOC_ID}`);
  return undefined;
}

const ENABLED_WORDS: Readonly<Record<string, boolean>> = {
  true: true,
  false: false,
  yes: true,
  no: false,
  '1': true,
  '0': false,
};

/**
 * The checks both formats share, on values of the right types: limits, the language, the text
 * rules. `phrasings`: the phrasings' name in the file (`phrasings` in CSV, `similar` in JSON).
 */
function checkDoc(doc: KnowledgeDocInput, phrasings: string, note: Note) {
  if (!doc.lang) note('lang', 'is missing');
  else if (!KNOWLEDGE_LANGS.includes(doc.lang))
    note('lang', `"${doc.lang}" is not one of ${KNOWLEDGE_LANGS.join(', ')}`);
  if (!doc.question.trim()) note('question', 'is missing');
  else if (doc.question.length > K.question) note('question', `is longer than ${K.question} characters`);
  if (doc.similar.length > K.phrasings) note(phrasings, `are more than ${K.phrasings}`);
  doc.similar.forEach((phrasing, index) => {
    if (phrasing.length > K.phrasing) note(`${phrasings}.${index}`, `is longer than ${K.phrasing} characters`);
  });
  if (!doc.answer.trim()) note('answer', 'is missing');
  else if (doc.answer.length > K.answer) note('answer', `is longer than ${K.answer} characters`);
  if (doc.category && doc.category.length > K.category) note('category', `is longer than ${K.category} characters`);
  const named = (text: string) => text.replace(/\bsimilar\b/, phrasings);
  if (doc.question.trim() && doc.answer.trim())
    for (const problem of docTextProblems(doc)) note(named(problem.field), named(problem.message));
}

/** The header's columns in the file's order, or its problems. */
function columnsOf(header: string[]): { order: Column[]; problems: KnowledgeFileProblem[] } {
  const known = new Map(KNOWLEDGE_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const problems: KnowledgeFileProblem[] = [];
  const order: Column[] = [];
  for (const name of header.map((cell) => cell.trim())) {
    const column = known.get(name.toLowerCase());
    if (!column) problems.push({ row: 0, message: `header: unknown column "${name}"` });
    else if (order.includes(column)) problems.push({ row: 0, message: `header: column "${column}" is there twice` });
    else order.push(column);
  }
  for (const column of REQUIRED_COLUMNS)
    if (!order.includes(column)) problems.push({ row: 0, message: `header: column "${column}" is missing` });
  return { order, problems };
}

function csvRowDoc(cells: string[], order: Column[], note: Note): KnowledgeDocInput {
  if (cells.length == 1 && !cells[0]!.trim()) note('row', 'is empty');
  else if (cells.length != order.length) note('row', `has ${cells.length} cells where the header has ${order.length}`);
  const cell = (column: Column) => {
    const at = order.indexOf(column);
    return at < 0 ? '' : (cells[at] ?? '');
  };
  const enabledWord = cell('enabled').trim();
  const enabled = enabledWord ? ENABLED_WORDS[enabledWord.toLowerCase()] : true;
  if (enabled === undefined) note('enabled', `"${enabledWord}" is not true or false`);
  const doc: KnowledgeDocInput = {
    docId: idOf(cell('docId'), 0, 0, 'docId', note) ?? 0,
    lang: cell('lang').trim().toLowerCase(),
    question: cell('question').trim(),
    similar: cell('phrasings')
      .split(/\r?\n|\r/)
      .map((phrasing) => phrasing.trim())
      .filter(Boolean),
    answer: cell('answer'),
    enabled: enabled ?? true,
  };
  const category = cell('category').trim();
  if (category) doc.category = category;
  const translationOf = idOf(cell('translationOf'), 1, undefined, 'translationOf', note);
  if (translationOf) doc.translationOf = translationOf;
  if (cells.length == order.length) checkDoc(doc, 'phrasings', note);
  return doc;
}

function csvDocs(text: string): ParsedKnowledgeFile {
  const { records, error } = readCsv(text);
  if (error) return { docs: [], problems: [{ row: error.record, message: `file: ${error.message}` }] };
  const [header, ...rows] = records;
  if (!header || header.every((cell) => !cell.trim()))
    return { docs: [], problems: [{ row: 0, message: 'header: the file is empty' }] };
  const { order, problems } = columnsOf(header);
  if (problems.length) return { docs: [], problems };
  // Blank lines at the end are no documents; one between documents is a problem of its row.
  while (rows.length && rows.at(-1)!.every((cell) => !cell.trim())) rows.pop();
  const docs = rows.map((cells, index) =>
    csvRowDoc(cells, order, (field, message) => problems.push({ row: index + 1, message: `${field}: ${message}` })),
  );
  return { docs, problems };
}

// ---- Reading JSON ---------------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value == 'object' && value !== null && !Array.isArray(value);
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((each) => typeof each == 'string');

/** A JSON document's fields, each of its type; a missing docId is a new document, a missing `enabled` true. */
function jsonDoc(value: unknown, note: Note): KnowledgeDocInput {
  const isObject = isRecord(value);
  if (!isObject) note('document', 'is not an object');
  const fields = (isObject ? value : {}) as Record<string, unknown>;
  for (const name of Object.keys(fields)) if (!JSON_FIELDS.includes(name)) note(name, 'is not a known field');
  // A missing text is told by checkDoc, as in CSV.
  const text = (name: string): string => {
    const found = fields[name];
    if (typeof found == 'string') return found;
    if (found != null) note(name, 'is not a text');
    return '';
  };
  const id = (name: string, min: number): number | undefined => {
    const found = fields[name];
    if (found == null) return undefined;
    if (typeof found == 'number' && Number.isInteger(found) && found >= min && found <= MAX_DOC_ID) return found;
    note(name, `${JSON.stringify(found)} is not a whole number from ${min} to ${MAX_DOC_ID}`);
    return undefined;
  };
  const similar = fields.similar ?? [];
  const phrasings = isTextList(similar);
  if (!phrasings) note('similar', 'is not a list of texts');
  const enabled = fields.enabled ?? true;
  if (typeof enabled != 'boolean') note('enabled', `${JSON.stringify(enabled)} is not true or false`);
  const doc: KnowledgeDocInput = {
    docId: id('docId', 0) ?? 0,
    lang: text('lang'),
    question: text('question'),
    similar: phrasings ? (similar as string[]) : [],
    answer: text('answer'),
    enabled: enabled !== false,
  };
  const category = text('category');
  if (category) doc.category = category;
  const translationOf = id('translationOf', 1);
  if (translationOf) doc.translationOf = translationOf;
  if (isObject) checkDoc(doc, 'similar', note);
  return doc;
}

/** One word list of the file by language (`synonyms`, `notCovered`), each language's checked by `check`. */
function listByLang<T>(
  value: unknown,
  name: string,
  check: (list: unknown, at: string, note: (message: string) => void) => T | undefined,
  problems: KnowledgeFileProblem[],
): Record<string, T> {
  const byLang: Record<string, T> = {};
  if (value === undefined) return byLang;
  const note = (message: string) => problems.push({ row: 0, message });
  if (!isRecord(value)) return (note(`${name}: is not an object of languages`), byLang);
  for (const [lang, list] of Object.entries(value)) {
    const at = `${name}.${lang}`;
    if (!KNOWLEDGE_LANGS.includes(lang)) note(`${at}: "${lang}" is not one of ${KNOWLEDGE_LANGS.join(', ')}`);
    else {
      const checked = check(list, at, (message) => note(`${at}${message}`));
      if (checked) byLang[lang] = checked;
    }
  }
  return byLang;
}

/** One language's synonym groups: lists of two to K.synonymsPerGroup texts, the rules of synonymProblems. */
function synonymGroupsOf(value: unknown, at: string, note: (message: string) => void): string[][] | undefined {
  if (!Array.isArray(value) || !value.every(isTextList)) return (note(': is not a list of lists of texts'), undefined);
  if (value.length > K.synonymGroups)
    return (note(`: has ${value.length} groups, at most ${K.synonymGroups}`), undefined);
  let fine = true;
  value.forEach((group, index) => {
    if (group.length > K.synonymsPerGroup)
      (fine = false), note(`.${index}: has ${group.length} words or phrases, at most ${K.synonymsPerGroup}`);
    group.forEach((entry, place) => {
      if (entry.length > K.synonym) (fine = false), note(`.${index}.${place}: is longer than ${K.synonym} characters`);
    });
  });
  for (const problem of synonymProblems(value)) {
    fine = false;
    note(`${problem.field.replace(/^groups/, '')}: ${problem.message.replaceAll('groups.', `${at}.`)}`);
  }
  return fine ? value : undefined;
}

/** One language's questions no document answers: up to K.notCovered texts of K.phrasing characters. */
function notCoveredOf(value: unknown, _at: string, note: (message: string) => void): string[] | undefined {
  if (!isTextList(value)) return (note(': is not a list of texts'), undefined);
  if (value.length > K.notCovered) return (note(`: has ${value.length} questions, at most ${K.notCovered}`), undefined);
  const long = value.findIndex((question) => question.length > K.phrasing);
  if (long >= 0) return (note(`.${long}: is longer than ${K.phrasing} characters`), undefined);
  return value;
}

function jsonDocs(text: string): ParsedKnowledgeFile {
  let values: unknown;
  try {
    values = JSON.parse(text.startsWith(BOM) ? text.slice(1) : text);
  } catch (error) {
    return { docs: [], problems: [{ row: 0, message: `file: is not JSON (${(error as Error).message})` }] };
  }
  const problems: KnowledgeFileProblem[] = [];
  let lists: KnowledgeLists | undefined;
  if (isRecord(values)) {
    for (const name of Object.keys(values))
      if (!JSON_FILE_FIELDS.includes(name)) problems.push({ row: 0, message: `${name}: is not a known field` });
    lists = {
      synonyms: listByLang(values.synonyms, 'synonyms', synonymGroupsOf, problems),
      notCovered: listByLang(values.notCovered, 'notCovered', notCoveredOf, problems),
    };
    values = values.docs ?? [];
  }
  if (!Array.isArray(values)) {
    const where = lists ? 'docs' : 'file';
    return { docs: [], problems: [...problems, { row: 0, message: `${where}: is not a list of documents` }] };
  }
  const docs = values.map((value, index) =>
    jsonDoc(value, (field, message) => problems.push({ row: index + 1, message: `${field}: ${message}` })),
  );
  return { docs, problems, ...(lists && { lists }) };
}

// ---- Both -----------------------------------------------------------------------------------

/** The documents of a file, one per row, and what is wrong with it, by row: with any problem, the caller saves nothing. */
export function parseKnowledgeFile(text: string, format: KnowledgeFileFormat): ParsedKnowledgeFile {
  const parsed = format == 'json' ? jsonDocs(text) : csvDocs(text);
  if (parsed.docs.length > K.importDocs)
    parsed.problems.unshift({ row: 0, message: `file: has ${parsed.docs.length} documents, at most ${K.importDocs}` });
  // A document is named once: a second row with its docId would silently win over the first.
  const rowOf = new Map<number, number>();
  parsed.docs.forEach((doc, index) => {
    if (!doc.docId) return;
    const first = rowOf.get(doc.docId);
    if (first) parsed.problems.push({ row: index + 1, message: `docId: ${doc.docId} is also row ${first}` });
    else rowOf.set(doc.docId, index + 1);
  });
  parsed.problems.sort((a, b) => a.row - b.row);
  return parsed;
}
