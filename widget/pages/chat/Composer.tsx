// The input footer: send is disabled until there is text; Enter sends, Shift+Enter breaks
// the line; pasted text arrives as plain text; blank text is never sent. While the robot
// answers, tips for what is being typed (500 ms debounce, shown 5 s); with an agent, a
// typing notice (300 ms debounce) and the footer menu (files, emoji).
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { ROBOT_TIPS_DEBOUNCE_MS, ROBOT_TIP_DISPLAY_MS, VISITOR_TYPING_DEBOUNCE_MS } from '../../../shared/constants';
import { isBlankText } from '../../../shared/validation';
import { callVisitor } from '../../api/client';
import { useT } from '../../i18n/useT';
import { $session } from '../../stores/session';
import { useLazyComponent } from './useLazyComponent';

interface Props {
  onSend(text: string): void;
  onTip(docId: number, question: string): void;
  inputRef?: { current: HTMLTextAreaElement | null };
}

type Tip = { docId: number; question: string };

const loadFooterMenu = () => import('./FooterMenu');

export function Composer({ onSend, onTip, inputRef }: Props) {
  const t = useT();
  const session = useStore($session);
  const [text, setText] = useState('');
  const [tips, setTips] = useState<Tip[]>([]);
  const timers = useRef<{ tips?: ReturnType<typeof setTimeout>; hide?: ReturnType<typeof setTimeout>; typing?: ReturnType<typeof setTimeout> }>({});
  const status = session?.status ?? 1;
  // Only a visitor talking to an agent needs the footer menu: it is loaded then.
  const FooterMenu = useLazyComponent(loadFooterMenu, status == 2);
  // Only the newest tips request may show its answer.
  const tipsRequest = useRef(0);

  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);

  const onInput = (value: string) => {
    setText(value);
    const question = value.trim();
    clearTimeout(timers.current.tips);
    clearTimeout(timers.current.typing);
    if (status == 1) {
      if (!question) {
        tipsRequest.current++;
        return setTips([]);
      }
      timers.current.tips = setTimeout(async () => {
        const request = ++tipsRequest.current;
        const found = await callVisitor('robotTips', { question }).catch(() => []);
        if (request != tipsRequest.current) return;
        setTips(found);
        clearTimeout(timers.current.hide);
        timers.current.hide = setTimeout(() => setTips([]), ROBOT_TIP_DISPLAY_MS);
      }, ROBOT_TIPS_DEBOUNCE_MS);
    } else if (status == 2) {
      timers.current.typing = setTimeout(() => void callVisitor('typing', { msgContent: value }).catch(() => {}), VISITOR_TYPING_DEBOUNCE_MS);
    }
  };

  const send = () => {
    if (isBlankText(text)) return;
    // Tips or a typing notice still waiting are about text that is gone now.
    clearTimeout(timers.current.tips);
    clearTimeout(timers.current.typing);
    tipsRequest.current++;
    onSend(text.trim());
    setText('');
    setTips([]);
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
      {status == 2 && FooterMenu && <FooterMenu onEmoji={insertEmoji} />}
      {tips.length > 0 && (
        <ul class="tips" aria-label={t('chat.tips')}>
          {tips.map((tip) => (
            <li key={tip.docId}>
              <button
                type="button"
                class="tips__item"
                onClick={() => {
                  setTips([]);
                  setText('');
                  onTip(tip.docId, tip.question);
                }}
              >
                {tip.question}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div class="composer__row">
        <textarea
          ref={inputRef}
          class="composer__input"
          rows={1}
          value={text}
          aria-label={t('chat.inputLabel')}
          placeholder={t('chat.inputPlaceholder')}
          onInput={(event) => onInput((event.target as HTMLTextAreaElement).value)}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter is a new line; an IME still composing keeps its Enter.
            if (event.key == 'Enter' && !event.shiftKey && !event.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          onPaste={(event) => {
            // Pasted rich text becomes plain text.
            const plain = event.clipboardData?.getData('text/plain');
            if (plain === undefined) return;
            event.preventDefault();
            const input = event.target as HTMLTextAreaElement;
            const next = input.value.slice(0, input.selectionStart) + plain + input.value.slice(input.selectionEnd);
            onInput(next);
          }}
        />
        <button type="button" class="composer__send" disabled={isBlankText(text)} onClick={send} aria-label={t('chat.send')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M3 20l18-8L3 4v6l12 2-12 2z" fill="currentColor" />
          </svg>
        </button>
      </div>
    </div>
  );
}
