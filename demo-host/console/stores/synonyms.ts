// The Knowledge page's synonyms: the shown tenant's groups per language as saved, the text an
// owner edits for each language (one group a line), and the save of one language. The server
// checks every save; what it refuses is shown at its line and nothing is saved.
import { ApiError } from '@shared/api';
import type { SynonymGroups } from '@shared/api/knowledge';
import { synonymProblems } from '@shared/knowledgeRules';
import { atom, computed } from 'nanostores';
import { callAdmin } from '../api/agentClient';
import { $me } from './auth';
import { $notCovered, $notCoveredDrafts } from './notCovered';
import { shownTenant, tenantField } from './shownTenant';
import { groupsOfText, type SynonymProblem, serverProblemOf, textOfGroups } from './synonymText';

/** The saved groups by language; undefined until loaded. */
export const $synonyms = atom<Record<string, SynonymGroups> | undefined>(undefined);
/** The language shown. */
export const $synonymLang = atom('en');
/** The texts being edited, by language: a language not here shows its saved groups. */
export const $synonymDrafts = atom<Record<string, string>>({});
/** The problems of the last save of each language, until its text changes. */
export const $synonymProblems = atom<Record<string, SynonymProblem[]>>({});

export const savedText = (lang: string) => textOfGroups($synonyms.get()?.[lang] ?? []);

/** The languages whose text differs from what is saved. */
export const $synonymsDirty = computed([$synonyms, $synonymDrafts], (saved, drafts) =>
  Object.keys(drafts).filter((lang) => drafts[lang] != textOfGroups(saved?.[lang] ?? [])),
);

export async function loadSynonyms() {
  const tenant = shownTenant();
  const { byLang, notCovered } = await callAdmin('synonyms', tenantField());
  if (tenant != shownTenant()) return;
  $synonyms.set(byLang);
  $notCovered.set(notCovered);
}

export function editSynonyms(lang: string, text: string) {
  $synonymDrafts.set({ ...$synonymDrafts.get(), [lang]: text });
  if ($synonymProblems.get()[lang]) $synonymProblems.set({ ...$synonymProblems.get(), [lang]: [] });
}

/** Every language back to its saved groups, and its saved questions not covered. */
export function discardSynonyms() {
  $synonymDrafts.set({});
  $synonymProblems.set({});
  $notCoveredDrafts.set({});
}

export type SynonymSaveOutcome = { kind: 'saved' } | { kind: 'refused'; problems: SynonymProblem[] };

/** Saves one language's groups; its problems (ours first, then the server's) are kept in $synonymProblems. */
export async function saveSynonyms(lang: string): Promise<SynonymSaveOutcome> {
  const text = $synonymDrafts.get()[lang] ?? savedText(lang);
  const read = groupsOfText(text);
  const refuse = (problems: SynonymProblem[]): SynonymSaveOutcome => {
    $synonymProblems.set({ ...$synonymProblems.get(), [lang]: problems });
    return { kind: 'refused', problems };
  };
  if (read.problems.length) return refuse(read.problems);
  // The rules the server checks (a word in two groups, twice in one): named by line without a call.
  const ruled = synonymProblems(read.groups).flatMap(
    (problem) => serverProblemOf(`${problem.field}: ${problem.message}`, read.lines) ?? [],
  );
  if (ruled.length) return refuse(ruled);
  try {
    const saved = await callAdmin('saveSynonyms', { ...tenantField(), lang, groups: read.groups });
    $synonyms.set({ ...$synonyms.get(), [lang]: saved.groups });
    const { [lang]: _saved, ...others } = $synonymDrafts.get();
    // What was typed while the save was on its way stays, unsaved.
    $synonymDrafts.set($synonymDrafts.get()[lang] == text ? others : $synonymDrafts.get());
    $synonymProblems.set({ ...$synonymProblems.get(), [lang]: [] });
    return { kind: 'saved' };
  } catch (error) {
    const problem =
      error instanceof ApiError && error.code == 400 ? serverProblemOf(error.message, read.lines) : undefined;
    if (!problem) throw error;
    return refuse([problem]);
  }
}

/** Owners: another tenant's synonyms (the page asks before unsaved ones are dropped). */
export function forgetSynonyms() {
  $synonyms.set(undefined);
  discardSynonyms();
  $notCovered.set(undefined);
}

// The next person to sign in in this tab may be of another tenant.
let shownFor = $me.get()?.adminId;
$me.listen((me) => {
  if (me?.adminId == shownFor) return;
  shownFor = me?.adminId;
  forgetSynonyms();
});
