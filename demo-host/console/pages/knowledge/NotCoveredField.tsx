// The questions not covered of the language the synonyms tab shows: one a line, saved on their
// own. The robot learns from them to leave such questions be, and answers the others more
// readily (stores/notCovered.ts).
import { useStore } from '@nanostores/react';
import { KNOWLEDGE_LIMITS } from '@shared/api/knowledge';
import { useState } from 'react';
import { errorText } from '../../components/errorText';
import { localeName } from '../../components/localeName';
import { useT } from '../../i18n';
import {
  $notCovered,
  $notCoveredDirty,
  $notCoveredDrafts,
  editNotCovered,
  notCoveredProblem,
  savedNotCoveredText,
  saveNotCovered,
} from '../../stores/notCovered';
import { SaveBar } from './SaveBar';

export function NotCoveredField({ lang, language }: { lang: string; language: string }) {
  const t = useT();
  const saved = useStore($notCovered);
  const drafts = useStore($notCoveredDrafts);
  const dirty = useStore($notCoveredDirty).includes(lang);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [saving, setSaving] = useState(false);
  const text = drafts[lang] ?? (saved ? savedNotCoveredText(lang) : '');
  const save = async () => {
    setError('');
    setDone('');
    const problem = notCoveredProblem(text);
    if (problem) {
      setError(
        problem.kind == 'tooLong'
          ? t('knowledge.notCovered.tooLong', { line: problem.line, max: KNOWLEDGE_LIMITS.phrasing })
          : t('knowledge.notCovered.tooMany', { max: KNOWLEDGE_LIMITS.notCovered }),
      );
      document.getElementById('kb-not-covered-text')?.focus();
      return;
    }
    setSaving(true);
    try {
      await saveNotCovered(lang);
      setDone(lang);
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div class="kb-not-covered">
      <div class="field">
        <label for="kb-not-covered-text">
          {t('knowledge.notCovered.label', { language: localeName(lang, language) })}
        </label>
        <textarea
          id="kb-not-covered-text"
          class="kb-synonyms__text"
          rows={8}
          value={text}
          disabled={!saved}
          aria-invalid={error ? true : undefined}
          aria-describedby="kb-not-covered-help"
          onInput={(event) => {
            setError('');
            editNotCovered(lang, event.currentTarget.value);
          }}
        />
        <span id="kb-not-covered-help" class="field__hint">
          {t('knowledge.notCovered.help', { max: KNOWLEDGE_LIMITS.notCovered })}
        </span>
      </div>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <SaveBar
        label={t('knowledge.notCovered.save', { language: localeName(lang, language) })}
        dirty={dirty}
        saving={saving}
        saved={done == lang}
        savedText={t('knowledge.notCovered.saved')}
        onSave={() => void save()}
      />
    </div>
  );
}
