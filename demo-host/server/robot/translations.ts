// Documents that say one thing in several languages (KnowledgeDoc.translationOf): a FAQ menu
// saved in one language is shown to each visitor in theirs.
import { isEnabled, type KnowledgeDoc } from './knowledgeDoc';

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
  /** Each document's family, by its id: one array shared by the family's documents. */
  const familyOf = new Map<number, KnowledgeDoc[]>();
  const families = new Map<KnowledgeDoc, KnowledgeDoc[]>();
  for (const doc of docs) {
    const original = originalOf(doc);
    const family = families.get(original) ?? [];
    if (family.length == 0) families.set(original, family);
    family.push(doc);
    familyOf.set(doc.docId, family);
  }
  return (docId: number, lang: string): KnowledgeDoc | undefined => {
    const doc = byId.get(docId);
    if (doc?.lang == lang) return isEnabled(doc) ? doc : undefined;
    return familyOf.get(docId)?.find((each) => each.lang == lang && isEnabled(each));
  };
}
