// importKnowledge (docs/http-api.md#knowledge): a CSV or JSON file of documents, as the export
// writes it (shared/knowledgeFile.ts), added and updated in one transaction; with `replace`, the
// tenant's documents the file lacks are deleted. A JSON file's word lists set the synonyms and
// the questions no document answers of each language they name, in either mode (a language
// the file leaves out keeps its lists). With any problem nothing is saved.

import type { AdminRequest } from '@shared/api/adminRequests';
import type { KnowledgeDocInput, KnowledgeLists } from '@shared/api/knowledge';
import { type KnowledgeFileProblem, parseKnowledgeFile } from '@shared/knowledgeFile';
import { tidyDoc, tidyNotCovered, tidySynonyms, translationProblems } from '@shared/knowledgeRules';
import type { KnowledgeDoc } from '../robot/knowledgeDoc';
import { knowledgeChanged } from '../robot/liveRobot';
import { type AdminContext, tenantFor } from './context';
import { mergedDoc, sameDoc } from './knowledgeEntry';

/** The reply lists at most this many problems, the first rows' first. */
export const IMPORT_PROBLEMS_LISTED = 50;

/**
 * What only the database knows of the file's documents: a docId of another tenant's document
 * (refused, never overwritten), and a translationOf naming no document of the tenant once
 * imported (the file's own included) or one in the same language.
 */
function tenantProblems(
  docs: KnowledgeDocInput[],
  ours: Map<number, KnowledgeDoc>,
  othersIds: Map<number, string>,
  replace: boolean,
): KnowledgeFileProblem[] {
  const problems: KnowledgeFileProblem[] = [];
  const fileIds = new Set(docs.map((doc) => doc.docId));
  const kept = replace ? [] : [...ours.values()].filter((doc) => !fileIds.has(doc.docId));
  const after = [...kept, ...docs];
  docs.forEach((doc, index) => {
    const row = index + 1;
    if (othersIds.has(doc.docId))
      problems.push({
        row,
        message: `docId: ${doc.docId} is not a document of this tenant: leave it empty for a new one`,
      });
    for (const problem of translationProblems(doc, after))
      problems.push({ row, message: `${problem.field}: ${problem.message}` });
  });
  return problems;
}

/** Sets the lists of the languages the file names; the languages whose lists changed, sorted. */
async function importLists(context: AdminContext, tenantId: string, lists: KnowledgeLists): Promise<string[]> {
  const { synonyms } = context.services;
  const saved = new Map((await synonyms.ofTenant(tenantId)).map((entry) => [entry.lang, entry]));
  const changed = new Set<string>();
  const same = (a: unknown, b: unknown) => JSON.stringify(a) == JSON.stringify(b);
  for (const [lang, groups] of Object.entries(lists.synonyms)) {
    const tidy = tidySynonyms(groups);
    if (same(tidy, saved.get(lang)?.groups ?? [])) continue;
    await synonyms.put(tenantId, lang, tidy);
    changed.add(lang);
  }
  for (const [lang, questions] of Object.entries(lists.notCovered)) {
    const tidy = tidyNotCovered(questions);
    if (same(tidy, saved.get(lang)?.notCovered ?? [])) continue;
    await synonyms.putNotCovered(tenantId, lang, tidy);
    changed.add(lang);
  }
  return [...changed].sort();
}

export async function importKnowledge(context: AdminContext, body: AdminRequest<'importKnowledge'>) {
  const tenantId = await tenantFor(context, body.tenantId);
  const { services } = context;
  const { knowledge } = services;
  const replace = body.mode == 'replace';
  // First, so no save on another instance takes an id between what this reads and what it writes.
  let nextId = await knowledge.nextDocId();
  const { docs, problems, lists: parsedLists } = parseKnowledgeFile(body.text, body.format);
  const stored = await knowledge.ofTenant(tenantId);
  const ours = new Map(stored.map(({ doc }) => [doc.docId, doc]));
  const owners = await knowledge.tenantsOf(docs.map((doc) => doc.docId).filter((docId) => docId && !ours.has(docId)));
  problems.push(...tenantProblems(docs, ours, owners, replace));
  if (problems.length)
    return {
      added: 0,
      updated: 0,
      removed: 0,
      lists: [],
      problems: problems.sort((a, b) => a.row - b.row).slice(0, IMPORT_PROBLEMS_LISTED),
    };

  // A docId no document has (a file from another server) is a new document: it gets a new id,
  // and the file's translationOf naming it follow.
  const newIds = new Map<number, number>();
  for (const doc of docs) if (!ours.has(doc.docId) && doc.docId) newIds.set(doc.docId, nextId++);
  const writes: KnowledgeDoc[] = [];
  let added = 0;
  let updated = 0;
  for (const input of docs) {
    const existing = ours.get(input.docId);
    const docId = existing ? input.docId : (newIds.get(input.docId) ?? nextId++);
    const translationOf = input.translationOf && (newIds.get(input.translationOf) ?? input.translationOf);
    const doc = mergedDoc(tidyDoc({ ...input, translationOf }), tenantId, docId, existing);
    if (existing && sameDoc(existing, doc)) continue;
    if (existing) updated++;
    else added++;
    writes.push(doc);
  }
  const fileIds = new Set(docs.map((doc) => doc.docId));
  const gone = replace ? stored.map(({ doc }) => doc.docId).filter((docId) => !fileIds.has(docId)) : [];
  await knowledge.put(writes);
  const removed = await knowledge.delete(tenantId, gone);
  const lists = parsedLists ? await importLists(context, tenantId, parsedLists) : [];
  if (writes.length || removed || lists.length) knowledgeChanged(services.hub);
  return { added, updated, removed, lists, problems: [] };
}
