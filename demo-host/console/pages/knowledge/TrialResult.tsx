// What the robot would answer to a question: the language it read it in and why, whether the
// tenant has documents in it, the decision, the reply as the visitor would see it (sanitised as
// the widget does), and per part of the question the documents it weighed.
import { useStore } from '@nanostores/react';
import type { RobotTrial } from '@shared/api/knowledge';
import { RichText } from '@shared/ui/RichText';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Fields } from '../../components/Fields';
import { localeName } from '../../components/localeName';
import { $language, useT } from '../../i18n';
import { $docDraft, $docFocus, addPhrasing, openDoc } from '../../stores/knowledgeDraft';
import { mayDropDoc } from './askToDrop';
import { knowledgePath } from './knowledgeTabs';
import { TrialPart } from './TrialPart';

interface Props {
  question: string;
  trial: RobotTrial;
}

export function TrialResult({ question, trial }: Props) {
  const t = useT();
  const language = useStore($language) ?? 'en';
  const [, navigate] = useLocation();
  const [note, setNote] = useState('');
  const decisions = trial.parts.map((part) => t(`knowledge.decision.${part.decision}`)).join(' + ');

  /** Opens a candidate in the editor, asking first about another document's unsaved changes. */
  const goTo = async (docId: number, change: () => number | undefined) => {
    setNote('');
    if ($docDraft.get()?.docId != docId && !(await mayDropDoc(t))) return;
    const line = change();
    if (line === undefined) return setNote(t('knowledge.trial.gone'));
    $docFocus.set(line >= 0 ? { line } : 'heading');
    navigate(knowledgePath('documents'));
  };
  const open = (docId: number) => goTo(docId, () => (openDoc(docId) ? -1 : undefined));
  // One part: the question as typed; a part of a two-part question: that part's words.
  const add = (docId: number, text: string) => goTo(docId, () => addPhrasing(docId, text));

  return (
    <section class="kb-trial" aria-labelledby="kb-trial-heading">
      <h3 id="kb-trial-heading">{t('knowledge.trial.heading', { question })}</h3>
      <Fields
        class="kb-trial__facts"
        rows={[
          [t('knowledge.trial.readIn'), `${localeName(trial.lang, language)} · ${trial.langReason}`],
          [
            t('knowledge.trial.documents'),
            trial.searchedLang
              ? t('knowledge.trial.hasDocs', {
                  count: trial.searchedDocs,
                  language: localeName(trial.searchedLang, language),
                })
              : t('knowledge.trial.noDocs', { language: localeName(trial.lang, language) }),
          ],
          [t('knowledge.trial.decision'), decisions || t('knowledge.decision.unknown')],
          ...(trial.humanAsked
            ? [[t('knowledge.trial.human'), t('knowledge.trial.humanYes')] as [string, string]]
            : []),
        ]}
      />
      <h4>{t('knowledge.trial.reply')}</h4>
      <div class="kb-trial__reply">
        <RichText html={trial.reply} />
        {trial.suggestList.length > 0 && (
          <ul class="cmsg__suggestions" aria-label={t('knowledge.trial.suggestions')}>
            {trial.suggestList.map((entry) => (
              <li key={entry.docId}>{entry.question}</li>
            ))}
          </ul>
        )}
      </div>
      {note && (
        <p role="alert" class="error">
          {note}
        </p>
      )}
      {trial.parts.map((part, index) => (
        <TrialPart
          key={index}
          part={part}
          number={trial.parts.length > 1 ? index + 1 : undefined}
          // A part's words, or a follow-up's read after the previous question: the question as the robot read it.
          onAdd={(docId) =>
            void add(docId, trial.parts.length > 1 || part.reason.rule == 'followUp' ? part.text : question)
          }
          onOpen={(docId) => void open(docId)}
        />
      ))}
    </section>
  );
}
