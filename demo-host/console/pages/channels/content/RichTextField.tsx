// A rich-text setting (the leave-message title): the console's rich editor, its HTML sanitised
// as it is typed (the same sanitiser the widget runs where it shows it), with its help and its
// problem like every other field.
import { sanitizeHtml } from '@shared/ui/sanitizeHtml';
import { useEffect, useRef } from 'react';
import { RichEditor } from '../../../components/RichEditor';

interface Props {
  path: string;
  label: string;
  help: string;
  value: string;
  onValue: (html: string) => void;
  problem?: string | undefined;
}

/** More than the answers that can be on their way while someone types. */
const GIVEN_KEPT = 50;

/** The id fields.tsx's Row gives a field of this path, so the editor's ids follow one rule. */
const idOf = (path: string) => 'ch-' + path.replace(/[^A-Za-z0-9_-]/g, '-');

export function RichTextField({ path, label, help, value, onValue, problem }: Props) {
  const editorRef = useRef<HTMLDivElement>(null);
  /**
   * The HTML this editor gave lately (several may be on their way while the owner types): a
   * value not among them came from elsewhere (a restored version) and replaces what is shown.
   */
  const given = useRef(new Set<string>());
  useEffect(() => {
    if (given.current.has(value)) return;
    given.current.clear();
    void sanitizeHtml(value).then((html) => {
      if (editorRef.current && !given.current.size) editorRef.current.innerHTML = html;
    });
  }, [value]);

  const id = idOf(path);
  const describedBy = [`${id}-help`, problem && `${id}-problem`].filter(Boolean).join(' ');
  return (
    <div class="field channel-field">
      <span>{label}</span>
      <RichEditor
        editorRef={editorRef}
        label={label}
        boxProps={{ id, 'aria-describedby': describedBy, 'aria-invalid': problem ? true : undefined }}
        onInput={() => {
          void sanitizeHtml(editorRef.current?.innerHTML ?? '').then((html) => {
            given.current.add(html);
            // The oldest goes first: its render came long ago.
            if (given.current.size > GIVEN_KEPT) given.current.delete(given.current.values().next().value!);
            onValue(html);
          });
        }}
      />
      <span id={`${id}-help`} class="field__hint">
        {help}
      </span>
      {problem && (
        <span id={`${id}-problem`} role="alert" class="error field__error">
          {problem}
        </span>
      )}
    </div>
  );
}
