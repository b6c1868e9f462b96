// The robot of a running instance: built from the knowledge base and the synonyms in the
// database at start, and built again whenever either changes, here or on another instance. A
// change is told on the hub under KNOWLEDGE_KEY: by knowledgeChanged below, and on PostgreSQL by
// the knowledge tables' triggers too (db/schema.ts, knowledgeTriggers), so an import script's
// writes are seen as the server's are. Each instance keeps its
// own indexes, one per tenant and language, built before it answers from them (a tenant and
// language the change left alone keeps its index); asking is no round trip to the database.
import { KNOWLEDGE_KEY } from '../db/schema';
import type { Hub } from '../hub';
import type { KnowledgeStore } from '../store/knowledge';
import type { SynonymStore } from '../store/synonyms';
import type { KnowledgeDoc } from './knowledgeDoc';
import { createRobot, noScopeBuilds, type Robot } from './robot';

export interface LiveRobot extends Robot {
  /** Builds the index again from the database. */
  reload(): Promise<void>;
  /** Rebuilds on every change told on the hub, until stopped (and then builds and trains nothing more). */
  follow(hub: Hub): () => void;
  /**
   * Resolves once the robot answers from every change committed before the call (told on the
   * hub, here or by another instance, and rebuilt for), or after `ms`: an owner's trial of the
   * robot right after a save sees the saved change (a visitor meanwhile gets the old robot).
   */
  settled(ms: number): Promise<void>;
}

export function liveRobot(knowledge: KnowledgeStore, synonyms: SynonymStore): LiveRobot {
  let current = createRobot([]);
  let built = noScopeBuilds();
  // Aborted when the server stops following (it closes): no index is built, nor classifier trained, after.
  const closing = new AbortController();
  // The old robot answers until the new one has built its indexes; those of the tenants and
  // languages a change left alone are taken from it as they are.
  const reload = async () => {
    const into = noScopeBuilds();
    const next = createRobot(await knowledge.all(), await synonyms.all(), { reuse: { from: built, into } });
    await next.warmUp(closing.signal);
    if (closing.signal.aborted) return;
    current = next;
    built = into;
    // Not awaited: a start or a change is not held up by them, and a question asked before
    // its language's classifier is trained trains it then (the same classifier either way).
    next
      .trainClassifiers(closing.signal)
      .catch((error: Error) => console.error('chat-online: a robot classifier failed:', error.message));
  };

  // Up to date: no change told here that the robot does not answer from yet. Busy from the
  // moment a change is told until the rebuild started after it is answered from, however many
  // are told meanwhile.
  let upToDate: Promise<void> = Promise.resolve();
  let caughtUp: (() => void) | undefined;
  /** A change told since the rebuild under way began reading: it needs another. */
  let owed = false;
  const changeTold = () => {
    owed = true;
    if (!caughtUp) upToDate = new Promise((resolve) => (caughtUp = resolve));
  };
  const answeringFromAll = () => {
    caughtUp?.();
    caughtUp = undefined;
  };
  let followed: Hub | undefined;

  return {
    ask: (question, scope) => current.ask(question, scope),
    explain: (question, scope) => current.explain(question, scope),
    language: (question, scope) => current.language(question, scope),
    tips: (question, scope) => current.tips(question, scope),
    faqMenu: (scope, docIds) => current.faqMenu(scope, docIds),
    doc: (docId) => current.doc(docId),
    translation: (docId, lang) => current.translation(docId, lang),
    warmUp: (signal) => current.warmUp(signal),
    trainClassifiers: (signal) => current.trainClassifiers(signal),
    reload,
    async settled(ms) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
      // First every change committed before now must have been told here (through PostgreSQL
      // a moment later than its commit), then rebuilt for.
      const told = (followed?.sync(ms) ?? Promise.resolve()).then(() => upToDate);
      await Promise.race([told, late]);
      clearTimeout(timer);
    },
    follow(hub) {
      followed = hub;
      let following = true;
      const stop = new AbortController();
      const next = () => {
        const woken = hub.wait(KNOWLEDGE_KEY, 3_600_000, stop.signal);
        // Marked busy in the wake's own turn, before a trial that synced after it looks.
        void woken.then(() => following && changeTold());
        return woken;
      };
      void (async () => {
        // A wake with no change (a gap in what reached this instance) rebuilds too: harmless.
        for (let woken = next(); ; ) {
          await woken;
          // Stopped, or woken by the server closing: nothing to rebuild for.
          if (!following || hub.closed) return answeringFromAll();
          // Listening again before reading: a change told while the index is rebuilt builds it once more.
          woken = next();
          owed = false;
          await reload().catch((error: Error) =>
            console.error('chat-online: the robot kept its old index:', error.message),
          );
          if (!owed) answeringFromAll();
        }
      })();
      return () => {
        following = false;
        stop.abort();
        closing.abort();
        answeringFromAll();
      };
    },
  };
}

/** Tells every instance's robot (this one's too) to rebuild once the writes of the transaction commit. */
export const knowledgeChanged = (hub: Hub): void => hub.notify(KNOWLEDGE_KEY);

/** Adds or replaces docs, and every instance's robot answers from them once they commit. */
export async function changeKnowledge(
  services: { knowledge: KnowledgeStore; hub: Hub },
  docs: readonly KnowledgeDoc[],
): Promise<void> {
  await services.knowledge.put(docs);
  knowledgeChanged(services.hub);
}
