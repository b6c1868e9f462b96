// The demo shop's robot as visitors meet it: its knowledge base in seven languages, its synonyms and
// the questions it does not cover.
import { DEMO_KNOWLEDGE_BASE, DEMO_TENANT_ID } from '@demo/demoKnowledgeBase';
import { DEMO_NOT_COVERED } from '@demo/demoNotCovered';
import { DEMO_SYNONYMS } from '@demo/demoSynonyms';
import type { TenantSynonyms } from '@server/robot/knowledgeDoc';
import { createRobot } from '@server/robot/robot';

export const DEMO_TENANT_SYNONYMS: TenantSynonyms[] = Object.entries(DEMO_SYNONYMS).map(([lang, groups]) => ({
  tenantId: DEMO_TENANT_ID,
  lang,
  groups: groups.map((group) => [...group]),
  notCovered: [...(DEMO_NOT_COVERED[lang] ?? [])],
}));

export const demoRobot = (options?: Parameters<typeof createRobot>[2]) =>
  createRobot(DEMO_KNOWLEDGE_BASE, DEMO_TENANT_SYNONYMS, options);
