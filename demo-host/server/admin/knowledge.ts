// The robot's knowledge base as owners and admins edit it (docs/http-api.md#knowledge): the
// tenant's documents listed, saved one at a time, deleted. Every change tells every instance's
// robot to rebuild (robot/liveRobot.ts), so visitors are answered from it at once.
import type { AdminRequest } from '@shared/api/adminRequests';
import { docTextProblems, tidyDoc, translationProblems } from '@shared/knowledgeRules';
import { badRequest } from '../http/reply';
import { knowledgeChanged } from '../robot/liveRobot';
import { type AdminContext, tenantFor, unknownTo } from './context';
import { knowledgeEntry, mergedDoc } from './knowledgeEntry';

export async function knowledgeBase(context: AdminContext, body: AdminRequest<'knowledgeBase'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  return { docs: (await context.services.knowledge.ofTenant(tenantId)).map(knowledgeEntry) };
}

/** docId 0: a new document, with the next free id; else the tenant's document, its extras kept. */
export async function saveKnowledgeDoc(context: AdminContext, body: AdminRequest<'saveKnowledgeDoc'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const { services, caller } = context;
  const { knowledge } = services;
  const stored = body.doc.docId ? await knowledge.get(body.doc.docId) : undefined;
  // Another tenant's document is refused the same way whether it exists or not.
  if (body.doc.docId && stored?.doc.tenantId != tenantId) throw unknownTo(caller, 'doc.docId', 'document');
  const tenantDocs = (await knowledge.ofTenant(tenantId)).map(({ doc }) => doc);
  const [problem] = [...docTextProblems(body.doc), ...translationProblems(body.doc, tenantDocs)];
  if (problem) throw badRequest(`doc.${problem.field}: ${problem.message}`);
  const docId = stored ? body.doc.docId : await knowledge.nextDocId();
  await knowledge.put([mergedDoc(tidyDoc(body.doc), tenantId, docId, stored?.doc)]);
  knowledgeChanged(services.hub);
  return knowledgeEntry((await knowledge.get(docId))!);
}

/** The documents that translated it become documents of their own (no translationOf). */
export async function deleteKnowledgeDoc(context: AdminContext, body: AdminRequest<'deleteKnowledgeDoc'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const { services, caller } = context;
  const { knowledge } = services;
  if ((await knowledge.get(body.docId))?.doc.tenantId != tenantId) throw unknownTo(caller, 'docId', 'document');
  const translations = (await knowledge.ofTenant(tenantId))
    .filter(({ doc }) => doc.translationOf == body.docId)
    .map(({ doc: { translationOf: _translationOf, ...doc } }) => doc);
  await knowledge.delete(tenantId, [body.docId]);
  if (translations.length) await knowledge.put(translations);
  knowledgeChanged(services.hub);
  return { docId: body.docId };
}
