// The knowledge base as a file (shared/knowledgeFile.ts): what the export writes, the import reads
// back as the same documents, CSV and JSON; and reading is strict, each problem naming its row
// and field.
import { DEMO_KNOWLEDGE_BASE } from '@demo/demoKnowledgeBase';
import type { KnowledgeDocInput } from '@shared/api/knowledge';
import { formatKnowledgeFile, parseKnowledgeFile, readCsv } from '@shared/knowledgeFile';
import { describe, expect, it } from 'vitest';

const HEADER = 'docId,lang,question,phrasings,answer,enabled,category,translationOf';

const TRICKY: KnowledgeDocInput[] = [
  {
    docId: 1001,
    lang: 'en',
    question: 'Do you ship to "far away", e.g. Alaska, Hawaii?',
    similar: ['shipping, to Alaska', 'He said "yes"', 'line\twith a tab'],
    answer: '<p>Yes, we do:</p>\r\n<ul><li>"Alaska", $10</li>\n<li>Hawaii, $12</li></ul>',
    enabled: true,
    category: 'shipping, far',
  },
  {
    docId: 2001,
    lang: 'zh',
    question: '运费怎么算？',
    similar: ['邮费多少', '包邮吗，满多少'],
    answer: '<p>满 ¥300 包邮。</p>',
    enabled: false,
    translationOf: 1001,
  },
  {
    docId: 0,
    lang: 'ar',
    question: 'كم تكلفة الشحن؟',
    similar: [],
    answer: '<p dir="rtl">الشحن مجاني 🚚</p>',
    enabled: true,
  },
  { docId: 7, lang: 'ja', question: '送料は？', similar: ['送料'], answer: '無料です', enabled: true },
];

const inputOf = ({ docId, lang, question, similar, answer, enabled, category, translationOf }: KnowledgeDocInput) => ({
  docId,
  lang,
  question,
  similar,
  answer,
  enabled,
  ...(category && { category }),
  ...(translationOf && { translationOf }),
});

describe('formatKnowledgeFile then parseKnowledgeFile', () => {
  for (const format of ['csv', 'json'] as const)
    it(`${format}: gives the same documents back, commas, quotes, line breaks and any script included`, () => {
      const parsed = parseKnowledgeFile(formatKnowledgeFile(TRICKY, format), format);
      expect(parsed.problems).toEqual([]);
      expect(parsed.docs).toEqual(TRICKY);
    });

  for (const format of ['csv', 'json'] as const)
    it(`${format}: the demo knowledge base comes back whole`, () => {
      const docs = DEMO_KNOWLEDGE_BASE.map((doc) => inputOf({ ...doc, enabled: doc.enabled !== false }));
      const parsed = parseKnowledgeFile(formatKnowledgeFile(docs, format), format);
      expect(parsed.problems).toEqual([]);
      expect(parsed.docs).toEqual(docs);
    });

  it('a listed entry goes out without what the console alone has (updatedAt, extras)', () => {
    const entry = { ...TRICKY[3]!, updatedAt: 5, extras: ['buttons' as const] };
    expect(JSON.parse(formatKnowledgeFile([entry], 'json'))).toEqual([TRICKY[3]]);
    expect(formatKnowledgeFile([entry], 'csv')).toBe(`\ufeff${HEADER}\r\n7,ja,送料は？,送料,無料です,true,,\r\n`);
  });
});

describe('the word lists of a JSON file', () => {
  const LISTS = {
    synonyms: { en: [['ship', 'deliver', 'post']], zh: [['运费', '邮费']] },
    notCovered: { en: ['what time does your shop open'], ar: ['هل لديكم متجر؟'] },
  };

  it('go out beside the documents and come back the same', () => {
    const text = formatKnowledgeFile(TRICKY, 'json', LISTS);
    expect(Object.keys(JSON.parse(text))).toEqual(['docs', 'synonyms', 'notCovered']);
    expect(parseKnowledgeFile(text, 'json')).toEqual({ docs: TRICKY, problems: [], lists: LISTS });
  });

  it('a file of documents alone (an array, as exports wrote before) reads with no lists, and so does CSV', () => {
    expect(parseKnowledgeFile(formatKnowledgeFile(TRICKY, 'json'), 'json').lists).toBeUndefined();
    expect(parseKnowledgeFile(formatKnowledgeFile(TRICKY, 'csv', LISTS), 'csv').lists).toBeUndefined();
  });

  it('an object with no documents sets lists only; one without lists sets none', () => {
    expect(parseKnowledgeFile(JSON.stringify({ synonyms: LISTS.synonyms }), 'json')).toEqual({
      docs: [],
      problems: [],
      lists: { synonyms: LISTS.synonyms, notCovered: {} },
    });
  });

  it('each problem names the list, the language and the place (row 0: the file)', () => {
    const long = 'x'.repeat(61);
    const problems = parseKnowledgeFile(
      JSON.stringify({
        docs: [],
        synonyms: {
          en: [['ship'], ['post', long], Array.from({ length: 21 }, (_, i) => `w${i}`)],
          de: 'Versand',
          xx: [['a', 'b']],
          fr: [
            ['colis', 'paquet'],
            ['Paquet', 'boîte'],
          ],
        },
        notCovered: { en: ['fine', 7], es: ['y'.repeat(201)], ja: Array.from({ length: 501 }, () => 'q') },
      }),
      'json',
    ).problems;
    expect(problems).toEqual([
      { row: 0, message: 'synonyms.en.1.1: is longer than 60 characters' },
      { row: 0, message: 'synonyms.en.2: has 21 words or phrases, at most 20' },
      { row: 0, message: 'synonyms.en.0: needs at least two words or phrases' },
      { row: 0, message: 'synonyms.de: is not a list of lists of texts' },
      { row: 0, message: expect.stringMatching(/^synonyms\.xx: "xx" is not one of zh, en, /) },
      { row: 0, message: 'synonyms.fr.1.0: "paquet" is already in synonyms.fr.0' },
      { row: 0, message: 'notCovered.en: is not a list of texts' },
      { row: 0, message: 'notCovered.es.0: is longer than 200 characters' },
      { row: 0, message: 'notCovered.ja: has 501 questions, at most 500' },
    ]);
  });
});

describe('readCsv (RFC 4180)', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks; CRLF or LF', () => {
    expect(readCsv('a,"b,c","say ""hi""","two\r\nlines"\r\nx,,y,\n')).toEqual({
      records: [
        ['a', 'b,c', 'say "hi"', 'two\r\nlines'],
        ['x', '', 'y', ''],
      ],
    });
  });

  it('says where a quote is wrong', () => {
    expect(readCsv('a,b\nx,"never closed').error).toEqual({ record: 1, message: 'a quoted cell is never closed' });
    expect(readCsv('a,b\nx,y"z').error).toEqual({ record: 1, message: 'a quote inside a cell that is not quoted' });
    expect(readCsv('a,"b"c').error).toEqual({ record: 0, message: 'a quoted cell goes on after its closing quote' });
  });
});

describe('parseKnowledgeFile: CSV problems, by row and field', () => {
  const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');
  const problems = (text: string) => parseKnowledgeFile(text, 'csv').problems;

  it('a file with only the needed columns, in any order, reads new enabled documents', () => {
    const parsed = parseKnowledgeFile('answer,Question,lang\n<p>A</p>,Q?,EN\n', 'csv');
    expect(parsed).toEqual({
      docs: [{ docId: 0, lang: 'en', question: 'Q?', similar: [], answer: '<p>A</p>', enabled: true }],
      problems: [],
    });
  });

  it('an unknown, twice-named or missing column is a problem of the header (row 0)', () => {
    expect(problems('docId,lang,question,answer,colour,lang\n')).toEqual([
      { row: 0, message: 'header: unknown column "colour"' },
      { row: 0, message: 'header: column "lang" is there twice' },
    ]);
    expect(problems('lang,question\nen,Q')).toEqual([{ row: 0, message: 'header: column "answer" is missing' }]);
    expect(problems('')).toEqual([{ row: 0, message: 'header: the file is empty' }]);
  });

  it('names the row and field of a bad language, a missing question, a bad enabled, a bad id', () => {
    expect(
      problems(
        csv(
          '0,xx,Q?,,A,true,,',
          '0,en,,,A,true,,',
          '0,en,Q?,,A,maybe,,',
          '-3,en,Q?,,A,true,,abc',
          '1.5,en,Q?,,A,false,,',
        ),
      ),
    ).toEqual([
      { row: 1, message: expect.stringMatching(/^lang: "xx" is not one of zh, en, vi, /) },
      { row: 2, message: 'question: is missing' },
      { row: 3, message: 'enabled: "maybe" is not true or false' },
      { row: 4, message: 'docId: "-3" is not a whole number from 0 to 1000000000' },
      { row: 4, message: 'translationOf: "abc" is not a whole number from 1 to 1000000000' },
      { row: 5, message: 'docId: "1.5" is not a whole number from 0 to 1000000000' },
    ]);
  });

  it('names what is too long, and what repeats', () => {
    expect(
      problems(
        csv(
          `0,en,${'q'.repeat(201)},,A,true,,`,
          `0,en,Q?,"a\n${'p'.repeat(201)}",A,true,,`,
          `0,en,Q?,,A,true,${'c'.repeat(41)},`,
          '0,en,Q?,"one\nONE",A,true,,',
        ),
      ),
    ).toEqual([
      { row: 1, message: 'question: is longer than 200 characters' },
      { row: 2, message: 'phrasings.1: is longer than 200 characters' },
      { row: 3, message: 'category: is longer than 40 characters' },
      { row: 4, message: 'phrasings.1: repeats phrasings.0' },
    ]);
  });

  it('a row of the wrong width, a blank row between documents and a docId twice are problems; blank lines at the end are not', () => {
    expect(problems(csv('0,en,Q?,,A,true', '', '5,en,Q?,,A,true,,', '5,en,R?,,A,true,,', '', ''))).toEqual([
      { row: 1, message: 'row: has 6 cells where the header has 8' },
      { row: 2, message: 'row: is empty' },
      { row: 4, message: 'docId: 5 is also row 3' },
    ]);
  });

  it('enabled reads true/false, yes/no, 1/0 in any case; empty is true', () => {
    const docs = parseKnowledgeFile(
      csv('0,en,A?,,A,FALSE,,', '0,en,B?,,A,no,,', '0,en,C?,,A,1,,', '0,en,D?,,A,,,'),
      'csv',
    ).docs;
    expect(docs.map((doc) => doc.enabled)).toEqual([false, false, true, true]);
  });
});

describe('parseKnowledgeFile: JSON problems, by row and field', () => {
  const problems = (value: unknown) => parseKnowledgeFile(JSON.stringify(value), 'json').problems;

  it('a file that is not a JSON list of documents is a problem of the file', () => {
    expect(parseKnowledgeFile('[{', 'json').problems).toEqual([
      { row: 0, message: expect.stringMatching(/^file: is not JSON/) },
    ]);
    expect(problems('documents')).toEqual([{ row: 0, message: 'file: is not a list of documents' }]);
    expect(problems({ docs: 'none', colour: 'red' })).toEqual([
      { row: 0, message: 'colour: is not a known field' },
      { row: 0, message: 'docs: is not a list of documents' },
    ]);
  });

  it('names the row and field of an unknown field, a wrong type, a missing text', () => {
    expect(
      problems([
        { lang: 'en', question: 'Q?', answer: 'A', colour: 'red' },
        { lang: 'en', question: 'Q?', answer: 'A', enabled: 'yes', similar: 'one' },
        { lang: 'en', answer: 'A', docId: 1.5 },
        'a text',
      ]),
    ).toEqual([
      { row: 1, message: 'colour: is not a known field' },
      { row: 2, message: 'similar: is not a list of texts' },
      { row: 2, message: 'enabled: "yes" is not true or false' },
      { row: 3, message: 'docId: 1.5 is not a whole number from 0 to 1000000000' },
      { row: 3, message: 'question: is missing' },
      { row: 4, message: 'document: is not an object' },
    ]);
  });

  it('names a phrasing by its JSON field', () => {
    expect(problems([{ lang: 'en', question: 'Q?', answer: 'A', similar: ['a', ' A '] }])).toEqual([
      { row: 1, message: 'similar.1: repeats similar.0' },
    ]);
  });

  it('more than 5000 documents is a problem of the file', () => {
    const many = Array.from({ length: 5001 }, (_, index) => ({ lang: 'en', question: `Q${index}?`, answer: 'A' }));
    expect(problems(many)).toEqual([{ row: 0, message: 'file: has 5001 documents, at most 5000' }]);
  });
});
