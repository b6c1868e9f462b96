// The Knowledge page's tabs, each with its path: the documents at /knowledge, the others at
// /knowledge/<tab>. Moving between them keeps every draft (they live in the stores).
import { SECTIONS } from '../../sections';

export const KNOWLEDGE_TABS = ['documents', 'try', 'files', 'synonyms'] as const;
export type KnowledgeTab = (typeof KNOWLEDGE_TABS)[number];

export const isKnowledgeTab = (tab: string | undefined): tab is KnowledgeTab =>
  KNOWLEDGE_TABS.includes(tab as KnowledgeTab);

export const knowledgePath = (tab: KnowledgeTab = 'documents') =>
  tab == 'documents' ? SECTIONS.knowledge : `${SECTIONS.knowledge}/${tab}`;
