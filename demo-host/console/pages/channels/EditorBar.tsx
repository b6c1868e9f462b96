// The editor's bar, on top while the form scrolls: Save, Discard, whether the draft is saved,
// its problems (each a link to its field), and after a conflicting save the two ways out.
import { useStore } from '@nanostores/react';
import type { SettingsProblem } from '@shared/channelRules';
import { useState } from 'react';
import { errorText } from '../../components/errorText';
import { useT } from '../../i18n';
import {
  $conflict,
  $dirty,
  $problems,
  $saving,
  discardDraft,
  keepMineAndSave,
  reloadTheirs,
  type SaveOutcome,
  saveDraft,
} from '../../stores/channelDraft';
import { ask } from '../../stores/question';

interface Props {
  /** Selects the problem's tab and focuses its field. */
  onProblem: (problem: SettingsProblem) => void;
  /** What a problem's field is called on the page, and the title of its tab. */
  describe: (problem: SettingsProblem) => { label: string; tab: string };
}

export function EditorBar({ onProblem, describe }: Props) {
  const t = useT();
  const dirty = useStore($dirty);
  const saving = useStore($saving);
  const conflict = useStore($conflict);
  const problems = useStore($problems);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  // The list names each field as its label reads on the page: drawn when opened, the form drawn by then.
  const [listOpen, setListOpen] = useState(false);

  const after = (outcome: SaveOutcome) => {
    setSaved(outcome.kind == 'saved');
    if (outcome.kind == 'invalid' || outcome.kind == 'refused') onProblem(outcome.problem);
  };
  const run = async (action: () => Promise<SaveOutcome>) => {
    setError('');
    setSaved(false);
    try {
      after(await action());
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };
  const discard = async () => {
    const answer = await ask(
      t('channels.editor.discardTitle'),
      [{ value: 'discard', label: t('channels.editor.discard'), danger: true }],
      t('channels.editor.discardText'),
    );
    if (answer) {
      discardDraft();
      setSaved(false);
      setError('');
    }
  };

  const state = saving
    ? t('channels.editor.saving')
    : dirty
      ? t('channels.editor.unsaved')
      : saved
        ? t('channels.editor.saved')
        : t('channels.editor.upToDate');
  return (
    <div class="channel-bar">
      <div class="channel-bar__row">
        <button
          type="button"
          class="button button--primary"
          disabled={!dirty || saving}
          onClick={() => void run(saveDraft)}
        >
          {t('channels.editor.save')}
        </button>
        <button type="button" class="button" disabled={!dirty || saving} onClick={() => void discard()}>
          {t('channels.editor.discard')}
        </button>
        <span role="status" class={`channel-bar__state${dirty ? ' is-dirty' : ''}`}>
          {state}
        </span>
        {problems.length > 0 && (
          <details class="channel-bar__problems" onToggle={(event) => setListOpen(event.currentTarget.open)}>
            <summary class="error">{t('channels.editor.problems', { count: problems.length })}</summary>
            <ul>
              {listOpen &&
                problems.map((problem) => {
                  const { label, tab } = describe(problem);
                  return (
                    <li key={problem.field}>
                      <button type="button" class="link" onClick={() => onProblem(problem)}>
                        {tab} › {label}
                      </button>
                      : {problem.message}
                    </li>
                  );
                })}
            </ul>
          </details>
        )}
      </div>
      {conflict && (
        <div class="channel-bar__conflict" role="alert">
          <p>{t('channels.editor.conflict')}</p>
          <button
            type="button"
            class="button button--small"
            onClick={() =>
              void reloadTheirs().then(
                () => setSaved(false),
                (failure: unknown) => setError(errorText(t, failure)),
              )
            }
          >
            {t('channels.editor.reloadTheirs')}
          </button>
          <button type="button" class="button button--small button--danger" onClick={() => void run(keepMineAndSave)}>
            {t('channels.editor.keepMine')}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" class="error channel-bar__error">
          {error}
        </p>
      )}
    </div>
  );
}
