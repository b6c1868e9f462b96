// The open question as a modal <dialog>: the browser keeps focus inside it, Escape
// dismisses it, and closing gives focus back to what had it.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n';
import { $question } from '../stores/question';

export function QuestionDialog() {
  const t = useT();
  const question = useStore($question);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const box = dialog.current;
    if (question && box && !box.open) box.showModal();
    if (!question && box?.open) box.close();
  }, [question]);
  return (
    <dialog
      ref={dialog}
      class="modal__box question"
      aria-labelledby="question-title"
      onCancel={(event) => {
        event.preventDefault();
        question?.answer(undefined);
      }}
    >
      {question && (
        <>
          <h2 id="question-title">{question.title}</h2>
          {question.text && <p>{question.text}</p>}
          <div class="modal__actions">
            <button type="button" class="button" onClick={() => question.answer(undefined)}>
              {t('question.cancel')}
            </button>
            {question.choices.map((choice, index) => (
              <button
                key={choice.value}
                type="button"
                class={`button ${choice.danger ? 'button--danger' : 'button--primary'}`}
                // biome-ignore lint/a11y/noAutofocus: the dialog focuses its last choice on opening, as a native confirm does.
                autoFocus={index == question.choices.length - 1}
                onClick={() => question.answer(choice.value)}
              >
                {choice.label}
              </button>
            ))}
          </div>
        </>
      )}
    </dialog>
  );
}
