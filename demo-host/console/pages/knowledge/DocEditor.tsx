// The open document: question, phrasings, answer (rich text, sanitised as the widget shows it),
// language, enabled, category and the document it translates; Save, Discard, Delete (asked
// first). A field the server refuses shows its message and takes focus. What the console does
// not edit (buttons, a card, a transfer, a form) is named and kept by every save.
import { useStore } from '@nanostores/react';
import { KNOWLEDGE_LANGS, KNOWLEDGE_LIMITS } from '@shared/api/knowledge';
import { useEffect, useState } from 'react';
import { errorText } from '../../components/errorText';
import { localeName } from '../../components/localeName';
import { $language, useT } from '../../i18n';
import { problemOf } from '../../stores/docDraftRules';
import { $knowledgeBase } from '../../stores/knowledgeBase';
import {
  $docDirty,
  $docDraft,
  $docFocus,
  $docRefusal,
  $docSaved,
  $docSaving,
  deleteOpenDoc,
  discardDoc,
  saveDoc,
  updateDoc,
} from '../../stores/knowledgeDraft';
import { ask } from '../../stores/question';
import { Choice, idOf, Row, TextInput, Toggle } from '../channels/fields';
import { RichTextSetting } from '../channels/RichTextSetting';
import { PhrasingsField, phrasingId } from './PhrasingsField';
import { TranslationOfField } from './TranslationOfField';

/** The control of a refused field, to focus. */
const fieldId = (field: string, line?: number) =>
  field == 'similar' ? (line === undefined ? 'kb-phrasing-add' : phrasingId(line)) : idOf(`knowledge.${field}`);

export function DocEditor() {
  const t = useT();
  const language = useStore($language) ?? 'en';
  const draft = useStore($docDraft)!;
  const saved = useStore($docSaved);
  const dirty = useStore($docDirty);
  const saving = useStore($docSaving);
  const refusal = useStore($docRefusal);
  const focus = useStore($docFocus);
  const docs = useStore($knowledgeBase) ?? [];
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);

  // Focus asked for by whoever opened the document: the heading, or a phrasing's line.
  useEffect(() => {
    if (!focus) return;
    $docFocus.set(undefined);
    const target = document.getElementById(focus == 'heading' ? 'kb-editor-heading' : phrasingId(focus.line));
    target?.focus();
    // On a phone the editor is under the list: it comes up to the top, not just into sight.
    if (focus == 'heading' && matchMedia('(max-width: 680px)').matches) target?.scrollIntoView({ block: 'start' });
  }, [focus]);
  useEffect(() => {
    setError('');
    setDone(false);
  }, [draft.docId]);

  const save = async () => {
    setError('');
    setDone(false);
    try {
      const outcome = await saveDoc();
      if (outcome.kind == 'saved') setDone(true);
      else document.getElementById(fieldId(outcome.problem.field, outcome.problem.line))?.focus();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };
  const remove = async () => {
    const question = draft.question.trim() || t('knowledge.editor.untitled');
    const answer = await ask(
      t('knowledge.editor.deleteTitle', { question }),
      [{ value: 'delete', label: t('knowledge.editor.delete'), danger: true }],
      t('knowledge.editor.deleteText'),
    );
    if (!answer) return;
    try {
      await deleteOpenDoc();
      document.getElementById('knowledge-tab-heading')?.focus();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };

  const extras = saved?.extras ?? [];
  const categories = [...new Set(docs.flatMap((doc) => (doc.category ? [doc.category] : [])))].sort();
  const state = saving
    ? t('knowledge.editor.saving')
    : dirty
      ? t('knowledge.editor.unsaved')
      : done
        ? t('knowledge.editor.saved')
        : '';
  return (
    <form
      class="kb-editor"
      aria-labelledby="kb-editor-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="kb-editor-heading" tabIndex={-1}>
        {saved ? t('knowledge.editor.heading', { id: saved.docId }) : t('knowledge.editor.new')}
      </h2>
      {extras.length > 0 && (
        <p class="notice">
          {t('knowledge.editor.extras', { list: extras.map((extra) => t(`knowledge.extras.${extra}`)).join(', ') })}
        </p>
      )}
      <TextInput
        path="knowledge.question"
        label={t('knowledge.editor.question')}
        help={t('knowledge.editor.questionHelp')}
        problem={problemOf(refusal, 'question')}
        maxLength={KNOWLEDGE_LIMITS.question}
        value={draft.question}
        onValue={(question) => updateDoc({ question })}
      />
      <PhrasingsField
        lines={draft.similar}
        onLines={(similar) => updateDoc({ similar })}
        problem={refusal?.field == 'similar' ? refusal : undefined}
      />
      <RichTextSetting
        path="knowledge.answer"
        label={t('knowledge.editor.answer')}
        help={t('knowledge.editor.answerHelp')}
        problem={problemOf(refusal, 'answer')}
        maxLength={KNOWLEDGE_LIMITS.answer}
        value={draft.answer}
        onValue={(answer) => updateDoc({ answer })}
      />
      <div class="kb-editor__row">
        <Choice
          path="knowledge.lang"
          label={t('knowledge.editor.language')}
          problem={problemOf(refusal, 'lang')}
          value={draft.lang}
          options={KNOWLEDGE_LANGS.map((code) => ({ value: code, label: localeName(code, language) }))}
          onValue={(lang) => updateDoc({ lang })}
        />
        <Row path="knowledge.category" label={t('knowledge.editor.category')} problem={problemOf(refusal, 'category')}>
          {(id, describedBy) => (
            <>
              <input
                id={id}
                list="kb-categories"
                value={draft.category ?? ''}
                maxLength={KNOWLEDGE_LIMITS.category}
                aria-invalid={problemOf(refusal, 'category') ? true : undefined}
                aria-describedby={describedBy}
                onInput={(event) => updateDoc({ category: event.currentTarget.value })}
              />
              <datalist id="kb-categories">
                {categories.map((category) => (
                  <option key={category} value={category} />
                ))}
              </datalist>
            </>
          )}
        </Row>
      </div>
      <TranslationOfField draft={draft} docs={docs} problem={problemOf(refusal, 'translationOf')} />
      <Toggle
        path="knowledge.enabled"
        label={t('knowledge.editor.enabled')}
        help={t('knowledge.editor.enabledHelp')}
        value={draft.enabled ? 1 : 0}
        onValue={(on) => updateDoc({ enabled: on == 1 })}
      />
      {problemOf(refusal, 'enabled') && (
        <p role="alert" class="error">
          {problemOf(refusal, 'enabled')}
        </p>
      )}
      <div class="kb-editor__actions">
        <button type="submit" class="button button--primary" disabled={!dirty || saving}>
          {t('knowledge.editor.save')}
        </button>
        <button type="button" class="button" disabled={!dirty || saving} onClick={discardDoc}>
          {t('knowledge.editor.discard')}
        </button>
        <span role="status" class={`kb-editor__state${dirty ? ' is-dirty' : ''}`}>
          {state}
        </span>
        <button type="button" class="button button--danger" disabled={saving} onClick={() => void remove()}>
          {t('knowledge.editor.delete')}
        </button>
      </div>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
    </form>
  );
}
