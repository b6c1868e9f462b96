// The robot's knowledge base as an owner or an admin edits it (the console's Knowledge page,
// the admin API): documents in a language, the tenant's synonyms per language, and what "try
// the robot" shows. The server keeps more on a document than the console edits (buttons, a
// card, the transfer instruction, a form: the demo's robot flows); a save keeps those.

import { type Static, type TSchema, Type } from 'typebox';
import specLocales from '../specLocales.json';
import { Count, Maybe, OneOf, Text } from './schemaParts';

/** The limits of a document and of the synonyms, each written once; the console's help texts quote them. */
export const KNOWLEDGE_LIMITS = {
  question: 200,
  phrasings: 150,
  phrasing: 200,
  /** Rich text (sanitised on save and where it is shown). */
  answer: 20_000,
  category: 40,
  synonymGroups: 1000,
  synonymsPerGroup: 20,
  synonym: 60,
  /** Questions per language that no document answers (the robot learns to leave them be). */
  notCovered: 500,
  /** An import file's text. */
  importChars: 5_000_000,
  importDocs: 5000,
} as const;

const K = KNOWLEDGE_LIMITS;

/** A document's language: one of the spec's 24 locales ('tw' is Traditional Chinese). */
export const KNOWLEDGE_LANGS: readonly string[] = specLocales;
export type KnowledgeLang = string;
export const KnowledgeLangSchema = OneOf(KNOWLEDGE_LANGS);

const Fields = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

/** What the console edits of a document. docId 0: a new document (the server gives it an id). */
export const KnowledgeDocInputSchema = Fields({
  docId: Count(0, 1e9),
  lang: KnowledgeLangSchema,
  question: Text(K.question, 1),
  /** Other ways visitors ask it: indexed, never shown. */
  similar: Type.Array(Text(K.phrasing, 1), { maxItems: K.phrasings }),
  answer: Text(K.answer, 1),
  enabled: Type.Boolean(),
  category: Maybe(Text(K.category)),
  /** The document this one translates (its docId), so a FAQ menu's entry shows in the visitor's language. */
  translationOf: Maybe(Count(1, 1e9)),
});
export type KnowledgeDocInput = Static<typeof KnowledgeDocInputSchema>;

/** A document as the console lists it. */
export interface KnowledgeEntry extends KnowledgeDocInput {
  updatedAt: number;
  /** What the document carries that the console does not edit, kept by every save. */
  extras: ('buttons' | 'card' | 'transfer' | 'form')[];
}

/** One language's synonyms: groups of words or phrases that mean one thing ("ship", "deliver", "post"). */
export const SynonymGroupsSchema = Type.Array(
  Type.Array(Text(K.synonym, 1), { minItems: 2, maxItems: K.synonymsPerGroup }),
  { maxItems: K.synonymGroups },
);
export type SynonymGroups = Static<typeof SynonymGroupsSchema>;

/**
 * One language's questions that visitors ask and no document answers ("what time does your
 * shop open" where the shop is online only): the robot learns to offer nothing for them, and
 * answers the rest more readily (docs/robot.md#how-it-decides).
 */
export const NotCoveredSchema = Type.Array(Text(K.phrasing, 1), { maxItems: K.notCovered });

/**
 * The robot's word lists, by language, that a JSON knowledge file carries beside its documents
 * (shared/knowledgeFile.ts): an import sets the lists of each language it names.
 */
export interface KnowledgeLists {
  synonyms: Record<string, SynonymGroups>;
  notCovered: Record<string, string[]>;
}

/** How a term of the question met a document. */
export type TermMatch = 'exact' | 'stem' | 'synonym' | 'fuzzy' | 'prefix' | 'sound';

/** One document the robot considered for a question (or a part of it). */
export interface RobotCandidate {
  docId: number;
  question: string;
  /**
   * The search's score (0..1), comparable across questions and languages; `confidence` the
   * classifier's probability (0..1) that the question asks for this document (the score where
   * no classifier is trained: a base of over 100 documents in the language); the decision
   * reads both. And the share of the question it covers.
   */
  score: number;
  confidence: number;
  coverage: number;
  /** The question's terms this document matched, and how. */
  matched: { term: string; docTerm: string; match: TermMatch }[];
}

export type RobotDecision = 'answer' | 'confirm' | 'guide' | 'unknown';

/**
 * Why a part was decided so (decide.ts), for an owner fixing a miss: the rule that answered,
 * or the first figure that held the best document back (`value`, against the `needed` one).
 * - answered: exact (typed as a document's question or phrasing), agreed (the search and the
 *   classifier agree), sure (the question has one phrasing's words), long (a long message), search
 *   (the search alone, where no classifier is trained), scoped (the classifier reads nothing
 *   of the owner's not-covered questions in it, and agrees less strongly), tie
 *   (the classifier picked among near-tied documents), weighed (every reading weighed together
 *   makes it likely: answerOdds.ts), rest (what the question asks besides
 *   its first answer), followUp (a follow-up read after the visitor's previous question), otherPart
 *   (a part of a two-part question read with the other part);
 * - held back: lead (the best document's score over the second's), score, confidence (the
 *   classifier's), coverage (of the question), phrasingCoverage (of its best phrasing);
 * - nothing offered: offTopic (one shared word, less than half the question), nothing (no
 *   document scores `needed`), notCovered (the classifier reads it as one of the owner's
 *   questions no document answers, `value` of it), unlikely (one document close enough, which
 *   the classifier gives only `value`: no "Did you mean" about it), courtesy (words of courtesy
 *   alone: "hello", "thanks").
 */
export type RobotDecisionReason =
  | {
      rule:
        | 'exact'
        | 'agreed'
        | 'sure'
        | 'long'
        | 'scoped'
        | 'search'
        | 'tie'
        | 'weighed'
        | 'rest'
        | 'followUp'
        | 'otherPart'
        | 'offTopic'
        | 'courtesy';
    }
  | {
      rule: 'lead' | 'score' | 'confidence' | 'coverage' | 'phrasingCoverage' | 'nothing' | 'notCovered' | 'unlikely';
      value: number;
      needed: number;
    };

export type RobotDecisionRule = RobotDecisionReason['rule'];

/** A part of a question (a two-part question has two) and what the robot made of it. */
export interface RobotTrialPart {
  /** The part's text; for the rest of a question (what its answer left, answered too), the stretch of the question its words are in. */
  text: string;
  /** The terms the search used, after segmentation, stemming and synonyms. */
  terms: string[];
  decision: RobotDecision;
  reason: RobotDecisionReason;
  /** The document answered (answer) or offered alone (confirm). */
  docId?: number;
  /**
   * How much the classifier reads the part as one of the owner's questions no document answers
   * (0..1); absent where the language has none listed.
   */
  outOfScope?: number;
  /**
   * How likely the likeliest of the first three documents is the one asked, every reading
   * weighed together (the weighed rule, answerOdds.ts), against the threshold it answers from;
   * absent where no classifier is trained.
   */
  odds?: { value: number; needed: number };
  /** Best first, at most 10. */
  candidates: RobotCandidate[];
}

/** What "try the robot" shows: what the robot would answer, in which language, and why. */
export interface RobotTrial {
  /** The language the question was read in, and why (e.g. "script: Han", "words", "channel language"). */
  lang: string;
  langReason: string;
  /** The language of the documents searched: lang, or null when the tenant has none in it. */
  searchedLang: string | null;
  /** How many enabled documents of the tenant the robot searched in that language. */
  searchedDocs: number;
  humanAsked: boolean;
  /** The spec's answerType (0 unknown, 1 answer, 2 guide) of the robot's message. */
  answerType: number;
  /** The text of the robot's message (HTML for an answer). */
  reply: string;
  suggestList: { docId: number; question: string }[];
  parts: RobotTrialPart[];
}

export const KNOWLEDGE_FILE_FORMATS = ['csv', 'json'] as const;
export type KnowledgeFileFormat = (typeof KNOWLEDGE_FILE_FORMATS)[number];
export const KnowledgeFileFormatSchema = OneOf(KNOWLEDGE_FILE_FORMATS);
