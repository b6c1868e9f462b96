// The demo shop's whole knowledge base: English docs (1001..) then Chinese docs (2001..).

import type { KnowledgeDoc } from '@server/robot/knowledgeDoc';
import { DEMO_KNOWLEDGE_BASE_EN } from './demoKnowledgeBase.en';
import { DEMO_KNOWLEDGE_BASE_ZH } from './demoKnowledgeBase.zh';

/** The tenant of the demo shop "Northwind Outfitters". */
export const DEMO_TENANT_ID = 'demo';

export const DEMO_KNOWLEDGE_BASE: KnowledgeDoc[] = [...DEMO_KNOWLEDGE_BASE_EN, ...DEMO_KNOWLEDGE_BASE_ZH];
