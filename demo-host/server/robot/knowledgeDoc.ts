// One entry of the robot's knowledge base: a question, the ways visitors phrase it, and
// the answer the robot sends back (the docId, docPattern, btnList and card fields of a
// robot answer message in the chat screen spec).

import type { KnowledgeLang } from '@shared/api/knowledge';
import type { ExternalForm } from '@shared/dynamicForm';

export type { KnowledgeLang };

/**
 * How the answer is shown in the chat (the message's docPattern):
 * 1 a plain rich-text answer; 2 the answer followed by follow-up question buttons
 * (btnList, from `buttons`); 3 the answer followed by a card (picture, title, desc,
 * price, url, from `card`).
 */
export const DOC_PATTERN = { plain: 1, buttons: 2, card: 3 } as const;
type DocPattern = (typeof DOC_PATTERN)[keyof typeof DOC_PATTERN];

interface KnowledgeCard {
  picture: string;
  title: string;
  desc: string;
  price?: string;
  url: string;
}

export interface KnowledgeDoc {
  /** Unique across all docs and tenants. */
  docId: number;
  /** 'demo' for the demo shop. */
  tenantId: string;
  /** One of the spec's locales: the robot answers a question in this language from the docs in it. */
  lang: KnowledgeLang;
  /** false: kept, never answered nor offered (the console's "enabled"). Absent means enabled. */
  enabled?: boolean;
  /** A free label for the owner's lists ('shipping', 'returns', ...). */
  category?: string;
  /** The docId of the document this one translates (a FAQ menu lists docIds of one language). */
  translationOf?: number;
  question: string;
  /** Other ways visitors ask it (2–4 each); indexed, never shown. */
  similar: string[];
  /** Rich text: small safe HTML (<p>, <ul><li>, <strong>, <a href="https://...">). */
  answer: string;
  /** See DOC_PATTERN: 1 plain, 2 with `buttons`, 3 with `card`. */
  docPattern: DocPattern;
  /** Follow-up questions offered as buttons (docPattern 2). */
  buttons?: { value: string }[];
  /** The card shown under the answer (docPattern 3). */
  card?: KnowledgeCard;
  /** The "transfer" instruction: answering this hands the visitor to a human (status -1). */
  transfer?: boolean;
  /**
   * An external-submit form (msgType 11) the robot sends instead of `answer`: a form node of
   * a robot flow. `answer` stays the article's text (the /question page, the index).
   */
  form?: ExternalForm;
}

/** Whether the robot may answer or offer the document (absent `enabled` means yes). */
export const isEnabled = (doc: KnowledgeDoc) => doc.enabled !== false;

/**
 * What an owner tells the robot about a language's words, besides its documents
 * (store/synonyms.ts): groups of words or phrases that mean one thing, and questions visitors
 * ask that no document answers, so the robot learns to leave them be.
 */
export interface TenantSynonyms {
  tenantId: string;
  lang: KnowledgeLang;
  groups: string[][];
  notCovered?: string[];
}
