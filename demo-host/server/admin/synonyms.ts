// The tenant's synonyms for the robot, per language (docs/http-api.md#knowledge): groups of words
// or phrases that mean one thing, checked and tidied (shared/knowledgeRules.ts), and the
// questions no document answers. A save tells every instance's robot to rebuild.

import type { AdminRequest } from '@shared/api/adminRequests';
import type { SynonymGroups } from '@shared/api/knowledge';
import { synonymProblems, tidyNotCovered, tidySynonyms } from '@shared/knowledgeRules';
import { badRequest } from '../http/reply';
import { knowledgeChanged } from '../robot/liveRobot';
import { type AdminContext, tenantFor } from './context';

export async function synonyms(context: AdminContext, body: AdminRequest<'synonyms'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const byLang: Record<string, SynonymGroups> = {};
  const notCovered: Record<string, string[]> = {};
  for (const entry of await context.services.synonyms.ofTenant(tenantId)) {
    if (entry.groups.length) byLang[entry.lang] = entry.groups;
    if (entry.notCovered?.length) notCovered[entry.lang] = entry.notCovered;
  }
  return { byLang, notCovered };
}

/** Replaces the language's groups; none clears them. */
export async function saveSynonyms(context: AdminContext, body: AdminRequest<'saveSynonyms'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const [problem] = synonymProblems(body.groups);
  if (problem) throw badRequest(`${problem.field}: ${problem.message}`);
  const groups = tidySynonyms(body.groups);
  await context.services.synonyms.put(tenantId, body.lang, groups);
  knowledgeChanged(context.services.hub);
  return { lang: body.lang, groups };
}

/** Replaces the language's questions that no document answers; none clears them. */
export async function saveNotCovered(context: AdminContext, body: AdminRequest<'saveNotCovered'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const questions = tidyNotCovered(body.questions);
  await context.services.synonyms.putNotCovered(tenantId, body.lang, questions);
  knowledgeChanged(context.services.hub);
  return { lang: body.lang, questions };
}
