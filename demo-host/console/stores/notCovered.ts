// The Knowledge page's questions not covered: per language, the questions visitors ask that no
// document answers (one a line), as saved and as being edited, and the save of one language.
// The robot learns from them to leave such questions be (docs/robot.md#how-it-decides).
import { KNOWLEDGE_LIMITS } from '@shared/api/knowledge';
import { tidyNotCovered } from '@shared/knowledgeRules';
import { atom, computed } from 'nanostores';
import { callAdmin } from '../api/agentClient';
import { tenantField } from './shownTenant';

/** The saved questions by language; undefined until loaded (with the synonyms: stores/synonyms.ts). */
export const $notCovered = atom<Record<string, string[]> | undefined>(undefined);
/** The texts being edited, by language: a language not here shows its saved questions. */
export const $notCoveredDrafts = atom<Record<string, string>>({});

export const savedNotCoveredText = (lang: string) => ($notCovered.get()?.[lang] ?? []).join('\n');

/** The languages whose text differs from what is saved. */
export const $notCoveredDirty = computed([$notCovered, $notCoveredDrafts], (saved, drafts) =>
  Object.keys(drafts).filter((lang) => drafts[lang] != (saved?.[lang] ?? []).join('\n')),
);

export const editNotCovered = (lang: string, text: string) =>
  $notCoveredDrafts.set({ ...$notCoveredDrafts.get(), [lang]: text });

/** What stops a save before it is sent: the line of a question too long, or too many lines. */
export function notCoveredProblem(text: string): { kind: 'tooLong'; line: number } | { kind: 'tooMany' } | undefined {
  const lines = text.split('\n');
  const long = lines.findIndex((line) => line.trim().length > KNOWLEDGE_LIMITS.phrasing);
  if (long >= 0) return { kind: 'tooLong', line: long + 1 };
  if (tidyNotCovered(lines).length > KNOWLEDGE_LIMITS.notCovered) return { kind: 'tooMany' };
  return undefined;
}

/** Saves one language's questions (blank lines and repeats left out); the server checks them again. */
export async function saveNotCovered(lang: string) {
  const text = $notCoveredDrafts.get()[lang] ?? savedNotCoveredText(lang);
  const saved = await callAdmin('saveNotCovered', {
    ...tenantField(),
    lang,
    questions: tidyNotCovered(text.split('\n')),
  });
  $notCovered.set({ ...$notCovered.get(), [lang]: saved.questions });
  const { [lang]: _saved, ...others } = $notCoveredDrafts.get();
  // What was typed while the save was on its way stays, unsaved.
  $notCoveredDrafts.set($notCoveredDrafts.get()[lang] == text ? others : $notCoveredDrafts.get());
}
