// Documents that say one thing in several languages (KnowledgeDoc.translationOf): a FAQ menu
// saved in one language is shown to each visitor in theirs.
import type { KnowledgeDoc } from './knowledgeDoc';

const enabled = (doc: KnowledgeDoc) => doc.enabled !== false;

/**
 * A finder of a document's translation into a language: the enabled document of its tenant, in
 * that language, that translates it, that it translates, or that translates the same one (a
 * chain of translations is one family). The document itself when it is in that language;
 * undefined when the family has none there, or the document is unknown.
 */
export function translationFinder(docs: readonly KnowledgeDoc[]) {
  const byId = new Map(docs.map((doc) => [doc.docId, doc]));
  /**
   * The first of a document's family: the one the others translate, followed up the chain (in
   * a loop of documents naming each other, the one of least id).
   */
  const originalOf = (doc: KnowledgeDoc): KnowledgeDoc => {
    const walked: KnowledgeDoc[] = [doc];
    for (let next = byId.get(doc.translationOf ?? Number.NaN); next && next.tenantId == doc.tenantId; ) {
      const loop = walked.indexOf(next);
      if (loop >= 0) return walked.slice(loop).reduce((least, each) => (each.docId < least.docId ? each : least));
      walked.push(next);
      next = byId.get(next.translationOf ?? Number.NaN);
    }
    return walked.at(-1)!;
  };
  const families = new Map<KnowledgeDoc, KnowledgeDoc[]>();
  for (const doc of docs) {
    const original = originalOf(doc);
    const family = families.get(original);
    if (family) family.push(doc);
    else families.set(original, [doc]);
  }
  return (docId: number, lang: string): KnowledgeDoc | undefined => {
    const doc = byId.get(docId);
    if (!doc) return undefined;
    if (doc.lang == lang) return enabled(doc) ? doc : undefined;
    return families.get(originalOf(doc))?.find((each) => each.lang == lang && enabled(each));
  };
}
