// A document's phrasings, the other ways visitors ask its question: a line each, added and
// removed with buttons (Enter in a line starts the next one). Searched by the robot, never shown
// to visitors. The server's refusal of one line is shown at it.
import { KNOWLEDGE_LIMITS } from '@shared/api/knowledge';
import { useT } from '../../i18n';

interface Props {
  lines: readonly string[];
  onLines: (lines: string[]) => void;
  /** The refused line and why; line undefined: the list as a whole. */
  problem?: { line?: number | undefined; message: string } | undefined;
}

export const phrasingId = (line: number) => `kb-phrasing-${line}`;

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

export function PhrasingsField({ lines, onLines, problem }: Props) {
  const t = useT();
  const full = lines.length >= KNOWLEDGE_LIMITS.phrasings;
  const insert = (at: number) => {
    if (full) return;
    onLines([...lines.slice(0, at), '', ...lines.slice(at)]);
    focusLater(phrasingId(at));
  };
  const remove = (at: number) => {
    onLines(lines.filter((_, index) => index != at));
    focusLater(lines.length > 1 ? phrasingId(Math.min(at, lines.length - 2)) : 'kb-phrasing-add');
  };
  const whole = problem && problem.line === undefined ? problem.message : undefined;
  return (
    <fieldset
      class="channel-group kb-phrasings"
      aria-describedby={`kb-phrasings-help${whole ? ' kb-phrasings-problem' : ''}`}
    >
      <legend>{t('knowledge.editor.phrasings')}</legend>
      <p id="kb-phrasings-help" class="field__hint">
        {t('knowledge.editor.phrasingsHelp', { max: KNOWLEDGE_LIMITS.phrasings })}
      </p>
      <ol class="kb-phrasings__lines">
        {lines.map((line, index) => {
          const refused = problem?.line == index ? problem.message : undefined;
          const label = t('knowledge.editor.phrasing', { number: index + 1 });
          return (
            <li key={index} class="kb-phrasings__line">
              <input
                id={phrasingId(index)}
                value={line}
                maxLength={KNOWLEDGE_LIMITS.phrasing}
                aria-label={label}
                aria-invalid={refused ? true : undefined}
                aria-describedby={refused ? `${phrasingId(index)}-problem` : undefined}
                onInput={(event) => onLines(lines.map((old, at) => (at == index ? event.currentTarget.value : old)))}
                onKeyDown={(event) => {
                  if (event.key != 'Enter' || event.isComposing) return;
                  event.preventDefault();
                  insert(index + 1);
                }}
              />
              <button
                type="button"
                class="button button--small button--danger"
                aria-label={t('knowledge.editor.removePhrasing', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                ×
              </button>
              {refused && (
                <span id={`${phrasingId(index)}-problem`} role="alert" class="error field__error">
                  {refused}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <button
        id="kb-phrasing-add"
        type="button"
        class="button button--small"
        disabled={full}
        onClick={() => insert(lines.length)}
      >
        {t('knowledge.editor.addPhrasing')}
      </button>
      {whole && (
        <span id="kb-phrasings-problem" role="alert" class="error field__error">
          {whole}
        </span>
      )}
    </fieldset>
  );
}
