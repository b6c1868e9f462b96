// The demo shop's whole knowledge base: English docs (1001..), Chinese (2001..), and the
// English ones translated: Spanish (3001..), German (4001..), French (5001..), Japanese
// (6001..), Arabic (7001..); doc 1000 + n in English is doc 3000 + n in Spanish, and so on.

import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';
import { DEMO_KNOWLEDGE_BASE_AR } from './demoKnowledgeBase.ar';
import { DEMO_KNOWLEDGE_BASE_DE } from './demoKnowledgeBase.de';
import { DEMO_KNOWLEDGE_BASE_EN } from './demoKnowledgeBase.en';
import { DEMO_KNOWLEDGE_BASE_ES } from './demoKnowledgeBase.es';
import { DEMO_KNOWLEDGE_BASE_FR } from './demoKnowledgeBase.fr';
import { DEMO_KNOWLEDGE_BASE_JA } from './demoKnowledgeBase.ja';
import { DEMO_KNOWLEDGE_BASE_ZH } from './demoKnowledgeBase.zh';

/** The tenant of the demo shop "Northwind Outfitters". */
export const DEMO_TENANT_ID = 'demo';

export const DEMO_KNOWLEDGE_BASE: KnowledgeDoc[] = [
  ...DEMO_KNOWLEDGE_BASE_EN,
  ...DEMO_KNOWLEDGE_BASE_ZH,
  ...DEMO_KNOWLEDGE_BASE_ES,
  ...DEMO_KNOWLEDGE_BASE_DE,
  ...DEMO_KNOWLEDGE_BASE_FR,
  ...DEMO_KNOWLEDGE_BASE_JA,
  ...DEMO_KNOWLEDGE_BASE_AR,
];
