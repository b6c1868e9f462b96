// A small rich-text editor: a contentEditable box with bold, italic, underline, a list and
// links. The parent reads the HTML (and sanitises it) when it sends, and remounts it (key)
// to clear it.

import { safeLinkUrl } from '@shared/safeUrl';
import type { JSX, Ref } from 'preact';
import { useT } from '../i18n';
import { Icon } from './Icon';

const COMMANDS = [
  ['bold', 'editor.bold', 'B'],
  ['italic', 'editor.italic', 'I'],
  ['underline', 'editor.underline', 'U'],
  ['insertUnorderedList', 'editor.list', '•'],
] as const;

interface Props {
  editorRef: Ref<HTMLDivElement>;
  label: string;
  onInput?: () => void;
  onEnter?: () => void;
  /** More for the text box (the saved-reply combobox's); its onKeyDown goes first and may take the key. */
  boxProps?: Omit<JSX.HTMLAttributes<HTMLDivElement>, 'ref' | 'onInput'>;
}

export function RichEditor({ editorRef, label, onInput, onEnter, boxProps = {} }: Props) {
  const t = useT();
  const run = (command: string, value?: string) => document.execCommand(command, false, value);
  return (
    <div class="rich">
      <div class="rich__tools" role="toolbar" aria-label={t('editor.label')}>
        {COMMANDS.map(([command, name, glyph]) => (
          <button
            key={command}
            type="button"
            class={`tool tool--${command}`}
            title={t(name)}
            aria-label={t(name)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(command)}
          >
            {glyph}
          </button>
        ))}
        <button
          type="button"
          class="tool"
          title={t('editor.link')}
          aria-label={t('editor.link')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            const url = safeLinkUrl(window.prompt(t('editor.linkPrompt')) ?? '');
            if (url) run('createLink', url);
          }}
        >
          <Icon name="link" />
        </button>
      </div>
      <div
        {...boxProps}
        ref={editorRef}
        class="rich__box"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        onInput={onInput}
        onKeyDown={(event) => {
          boxProps.onKeyDown?.(event);
          if (event.defaultPrevented) return;
          // Enter sends, as in the plain composer; Shift+Enter starts a new line.
          if (onEnter && event.key == 'Enter' && !event.shiftKey && !event.isComposing) {
            event.preventDefault();
            onEnter();
          }
        }}
      />
    </div>
  );
}
