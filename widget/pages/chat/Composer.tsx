// The input footer: send is disabled until there is text, and beyond the length limit
// (with a counter near it); Enter sends, Shift+Enter breaks the line; pasted text arrives
// as plain text, a pasted or dropped picture opens the send preview; blank text is never sent. While the robot
// answers, its tips for what is being typed; with an agent, the footer menu (files, emoji).
import { useStore } from '@nanostores/react';
import { VISITOR_STATUS } from '@shared/codes';
import { useLazyComponent } from '@shared/ui/useLazyComponent';
import { isBlankText } from '@shared/validation';
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { $callOn, requestCall } from '../../stores/call';
import { $textLimit } from '../../stores/chat';
import { $draft } from '../../stores/draft';
import { namePastedPicture, pastedPicture, previewPicture } from '../../stores/picturePreview';
import { $robotTips, askDocument, draftChanged, draftCleared } from '../../stores/robot';
import { $agent, $session } from '../../stores/session';
import { sendFile } from '../../stores/uploads';
import { lengthState } from './lengthCounter';

interface Props {
  onSend(text: string): void;
  inputRef?: { current: HTMLTextAreaElement | null };
}

const loadFooterMenu = () => import('./FooterMenu');

export function Composer({ onSend, inputRef }: Props) {
  const t = useT();
  const session = useStore($session);
  const tips = useStore($robotTips);
  const text = useStore($draft);
  const setText = (value: string) => $draft.set(value);
  // Counts the visitor's own typing (not emoji from the tray), which closes the tray.
  const [typed, setTyped] = useState(0);
  const length = lengthState(text, useStore($textLimit));
  const sendable = !isBlankText(text) && !length.over;
  // Only a visitor talking to an agent needs the footer menu: it is loaded then.
  const withAgent = session?.status == VISITOR_STATUS.agent;
  const FooterMenu = useLazyComponent(loadFooterMenu, withAgent);
  const callOn = useStore($callOn);

  const onInput = (value: string) => {
    setText(value);
    draftChanged(value);
  };

  const send = () => {
    if (!sendable) return;
    draftCleared();
    onSend(text.trim());
    setText('');
  };

  /** An emoji goes in where the cursor is, and the cursor after it. */
  const insertEmoji = (emoji: string) => {
    const input = inputRef?.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? start;
    onInput(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => input?.setSelectionRange(start + emoji.length, start + emoji.length));
  };

  return (
    <div class="composer">
      {withAgent && FooterMenu && (
        <FooterMenu
          onEmoji={insertEmoji}
          typed={typed}
          callOn={callOn}
          onCall={(videoType) => requestCall(videoType, $agent.get()?.adminNick ?? '')}
        />
      )}
      {tips.length > 0 && (
        <ul class="tips" aria-label={t('chat.tips')}>
          {tips.map((tip) => (
            <li key={tip.docId}>
              <button
                type="button"
                class="tips__item"
                onClick={() => {
                  draftCleared();
                  setText('');
                  askDocument(tip.docId, tip.question);
                }}
              >
                {tip.question}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div
        class="composer__row"
        onDragOver={(event) => withAgent && event.dataTransfer?.types.includes('Files') && event.preventDefault()}
        onDrop={(event) => {
          const file = withAgent ? event.dataTransfer?.files[0] : undefined;
          if (!file) return;
          event.preventDefault();
          // A dropped picture is previewed like a chosen one; any other file goes as the file button sends it.
          if (file.type.startsWith('image/')) previewPicture(file, 'pick');
          else void sendFile(file, 'file');
        }}
      >
        <textarea
          ref={inputRef}
          class="composer__input"
          dir="auto"
          rows={1}
          value={text}
          aria-label={t('chat.inputLabel')}
          aria-invalid={length.over > 0 || undefined}
          aria-describedby={length.shown ? 'composer-length' : undefined}
          placeholder={t('chat.inputPlaceholder')}
          onInput={(event) => {
            setTyped((count) => count + 1);
            onInput((event.target as HTMLTextAreaElement).value);
          }}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter is a new line; an IME still composing keeps its Enter.
            if (event.key == 'Enter' && !event.shiftKey && !event.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          onPaste={(event) => {
            // A pasted picture (a screenshot) is offered for sending to the agent, after its preview.
            const picture = withAgent ? pastedPicture(event.clipboardData) : undefined;
            if (picture) {
              event.preventDefault();
              return previewPicture(namePastedPicture(picture), 'paste');
            }
            // Pasted rich text becomes plain text.
            const plain = event.clipboardData?.getData('text/plain');
            if (plain === undefined) return;
            event.preventDefault();
            const input = event.target as HTMLTextAreaElement;
            const next = input.value.slice(0, input.selectionStart) + plain + input.value.slice(input.selectionEnd);
            onInput(next);
          }}
        />
        <button type="button" class="composer__send" disabled={!sendable} onClick={send} aria-label={t('chat.send')}>
          <svg class="icon-send" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M3 20l18-8L3 4v6l12 2-12 2z" fill="currentColor" />
          </svg>
        </button>
      </div>
      {length.shown && (
        <p
          id="composer-length"
          class={'composer__length' + (length.over ? ' composer__length--over' : '')}
          aria-live="polite"
        >
          {length.over
            ? t('chat.tooLong', { count: length.over, over: length.over.toLocaleString() })
            : t('chat.counter', { used: length.used.toLocaleString(), limit: length.limit.toLocaleString() })}
        </p>
      )}
    </div>
  );
}
