// Synonyms, per language: one group a line, its words or phrases separated by commas ("ship,
// deliver, post"), saved per language. The robot reads a question's word as any of its group's.
// Under them, the language's questions no document answers (NotCoveredField).
// What is wrong is named by its line, ours before sending and the server's after.
import { useStore } from '@nanostores/react';
import { KNOWLEDGE_LANGS, KNOWLEDGE_LIMITS } from '@shared/api/knowledge';
import { useEffect, useState } from 'react';
import { errorText } from '../../components/errorText';
import { localeName } from '../../components/localeName';
import { $language, useT } from '../../i18n';
import { $shownTenant } from '../../stores/shownTenant';
import {
  $synonymDrafts,
  $synonymLang,
  $synonymProblems,
  $synonyms,
  $synonymsDirty,
  editSynonyms,
  loadSynonyms,
  savedText,
  saveSynonyms,
} from '../../stores/synonyms';
import type { SynonymProblem } from '../../stores/synonymText';
import { NotCoveredField } from './NotCoveredField';
import { SaveBar } from './SaveBar';

export function SynonymsTab() {
  const t = useT();
  const language = useStore($language) ?? 'en';
  const saved = useStore($synonyms);
  const lang = useStore($synonymLang);
  const drafts = useStore($synonymDrafts);
  const dirty = useStore($synonymsDirty);
  const problems = useStore($synonymProblems)[lang] ?? [];
  const tenant = useStore($shownTenant);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void loadSynonyms().catch((failure: unknown) => setError(errorText(t, failure)));
  }, [tenant]);
  useEffect(() => setDone(false), [lang]);

  const text = drafts[lang] ?? (saved ? savedText(lang) : '');
  const problemText = (problem: SynonymProblem) =>
    problem.kind == 'server'
      ? problem.message
      : t(`knowledge.synonyms.problem.${problem.kind}`, {
          max: {
            alone: 2,
            tooLong: KNOWLEDGE_LIMITS.synonym,
            tooMany: KNOWLEDGE_LIMITS.synonymsPerGroup,
            tooManyGroups: KNOWLEDGE_LIMITS.synonymGroups,
          }[problem.kind],
        });
  const save = async () => {
    setError('');
    setDone(false);
    setSaving(true);
    try {
      const outcome = await saveSynonyms(lang);
      if (outcome.kind == 'saved') setDone(true);
      else document.getElementById('kb-synonyms-text')?.focus();
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setSaving(false);
    }
  };
  const groupsIn = (code: string) => saved?.[code]?.length ?? 0;

  return (
    <section class="kb-synonyms" aria-labelledby="knowledge-tab-heading">
      <h2 id="knowledge-tab-heading" tabIndex={-1}>
        {t('knowledge.tab.synonyms')}
      </h2>
      <p class="muted kb-intro">{t('knowledge.synonyms.intro')}</p>
      <div class="field kb-synonyms__lang">
        <label for="kb-synonyms-lang">{t('knowledge.synonyms.language')}</label>
        <select id="kb-synonyms-lang" value={lang} onChange={(event) => $synonymLang.set(event.currentTarget.value)}>
          {KNOWLEDGE_LANGS.map((code) => (
            <option key={code} value={code}>
              {localeName(code, language)}
              {groupsIn(code) ? ` · ${t('knowledge.synonyms.groups', { count: groupsIn(code) })}` : ''}
              {dirty.includes(code) ? ` · ${t('knowledge.synonyms.unsavedMark')}` : ''}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="kb-synonyms-text">{t('knowledge.synonyms.label', { language: localeName(lang, language) })}</label>
        <textarea
          id="kb-synonyms-text"
          class="kb-synonyms__text"
          rows={10}
          value={text}
          disabled={!saved}
          spellcheck={false}
          aria-invalid={problems.length ? true : undefined}
          aria-describedby={`kb-synonyms-help${problems.length ? ' kb-synonyms-problems' : ''}`}
          onInput={(event) => editSynonyms(lang, event.currentTarget.value)}
        />
        <span id="kb-synonyms-help" class="field__hint">
          {t('knowledge.synonyms.help', { max: KNOWLEDGE_LIMITS.synonymsPerGroup })}
        </span>
      </div>
      {problems.length > 0 && (
        <ul id="kb-synonyms-problems" class="error kb-synonyms__problems" role="alert">
          {problems.map((problem) => (
            <li key={`${problem.line}-${problem.kind}`}>
              {t('knowledge.synonyms.line', { line: problem.line, problem: problemText(problem) })}
            </li>
          ))}
        </ul>
      )}
      <SaveBar
        label={t('knowledge.synonyms.save', { language: localeName(lang, language) })}
        primary
        dirty={dirty.includes(lang)}
        saving={saving}
        saved={done}
        savedText={t('knowledge.synonyms.saved')}
        onSave={() => void save()}
      />
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <NotCoveredField lang={lang} language={language} />
    </section>
  );
}
