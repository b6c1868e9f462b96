// What the agent writes: text or rich text, emoji, an image, a file, a goods or an order
// card, a form from a card template; any of them as an internal note the visitor never sees. Typing tells the visitor.
// A "/" starting a word calls up the team's saved replies (useSavedReplyPicker).

import { CARD_MSG_TYPE, type CardKind } from '@shared/cards';
import { MSG_TYPE } from '@shared/codes';
import { htmlToText } from '@shared/ui/htmlToText';
import { sanitizeHtml } from '@shared/ui/sanitizeHtml';
import { useRef, useState } from 'react';
import { EmojiPicker } from '../../components/EmojiPicker';
import { errorText } from '../../components/errorText';
import { Icon } from '../../components/Icon';
import { RichEditor } from '../../components/RichEditor';
import { caretText, replaceInText } from '../../components/richCaret';
import { useT } from '../../i18n';
import { notifyTyping, type Outgoing, sendFile, sendToVisitor } from '../../stores/workspace';
import { CardDialog } from './CardDialog';
import { FormDialog } from './FormDialog';
import { SavedReplyList } from './SavedReplyList';
import { replaceSlashQuery } from './slashQuery';
import { useSavedReplyPicker } from './useSavedReplyPicker';

export function Composer({ sessionId }: { sessionId: number }) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [rich, setRich] = useState(false);
  const [richEmpty, setRichEmpty] = useState(true);
  const [richKey, setRichKey] = useState(0);
  const [internal, setInternal] = useState(false);
  const [card, setCard] = useState<CardKind>();
  const [formOpen, setFormOpen] = useState(false);
  const [error, setError] = useState('');
  const textRef = useRef<HTMLTextAreaElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const picker = useSavedReplyPicker((reply, query) => {
    if (rich) {
      const caret = editorRef.current && caretText(editorRef.current);
      if (caret) replaceInText(caret.text, query.start, query.end, reply.text);
      setRichEmpty(false);
      return;
    }
    const replaced = replaceSlashQuery(draft, query, reply.text);
    setDraft(replaced.text);
    const area = textRef.current;
    if (!area) return;
    // Set now, so the caret can go right after the reply before the next render.
    area.value = replaced.text;
    area.setSelectionRange(replaced.caret, replaced.caret);
  });
  const followText = () => textRef.current && picker.follow(textRef.current.value, textRef.current.selectionStart);
  const followRich = () => {
    const caret = editorRef.current && caretText(editorRef.current);
    if (caret) picker.follow(caret.text.data, caret.offset);
    else picker.close();
  };
  /** Keys that move the caret without changing the text. */
  const caretKeys = (event: KeyboardEvent, follow: () => void) =>
    ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key) && follow();

  const attempt = async (work: () => Promise<void>) => {
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };
  const send = (message: Outgoing) => attempt(() => sendToVisitor(sessionId, message, internal));

  const sendWritten = async () => {
    if (rich) {
      const html = await sanitizeHtml(editorRef.current?.innerHTML ?? '');
      if (!htmlToText(html)) return;
      setRichKey(richKey + 1);
      setRichEmpty(true);
      return send({ msgType: MSG_TYPE.richText, content: html });
    }
    const text = draft.trim();
    if (!text) return;
    setDraft('');
    return send({ msgType: MSG_TYPE.text, content: text });
  };

  const insertEmoji = (emoji: string) => {
    if (rich) {
      editorRef.current?.focus();
      document.execCommand('insertText', false, emoji);
      setRichEmpty(false);
      return;
    }
    const area = textRef.current;
    const at = area?.selectionStart ?? draft.length;
    setDraft(draft.slice(0, at) + emoji + draft.slice(area?.selectionEnd ?? at));
    area?.focus();
  };

  const pickFile = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (file) void attempt(() => sendFile(sessionId, file, internal));
  };

  return (
    <>
      <form
        class={`desk__composer${internal ? ' is-internal' : ''}`}
        onSubmit={(event) => {
          event.preventDefault();
          void sendWritten();
        }}
      >
        <div class="desk__tools">
          <EmojiPicker onPick={insertEmoji} />
          <button
            type="button"
            class="tool"
            aria-label={t('conversation.image')}
            title={t('conversation.image')}
            onClick={() => imageInput.current?.click()}
          >
            <Icon name="image" />
          </button>
          <button
            type="button"
            class="tool"
            aria-label={t('conversation.file')}
            title={t('conversation.file')}
            onClick={() => fileInput.current?.click()}
          >
            <Icon name="clip" />
          </button>
          <button
            type="button"
            class="tool"
            aria-label={t('conversation.goods')}
            title={t('conversation.goods')}
            onClick={() => setCard('goods')}
          >
            <Icon name="bag" />
          </button>
          <button
            type="button"
            class="tool"
            aria-label={t('conversation.order')}
            title={t('conversation.order')}
            onClick={() => setCard('order')}
          >
            <Icon name="receipt" />
          </button>
          <button
            type="button"
            class="tool"
            aria-label={t('forms.button')}
            title={t('forms.button')}
            onClick={() => setFormOpen(true)}
          >
            <Icon name="form" />
          </button>
          <label class="switch">
            <input
              type="checkbox"
              checked={rich}
              onChange={(event) => {
                setRich((event.target as HTMLInputElement).checked);
                picker.close();
              }}
            />
            {t('conversation.rich')}
          </label>
          <label class="switch">
            <input
              type="checkbox"
              checked={internal}
              onChange={(event) => setInternal((event.target as HTMLInputElement).checked)}
            />
            {t('conversation.internal')}
          </label>
          <input
            ref={imageInput}
            type="file"
            hidden
            accept="image/*"
            onChange={(event) => pickFile(event.target as HTMLInputElement)}
          />
          <input ref={fileInput} type="file" hidden onChange={(event) => pickFile(event.target as HTMLInputElement)} />
        </div>
        {rich ? (
          <RichEditor
            key={richKey}
            editorRef={editorRef}
            label={t('conversation.placeholder')}
            onEnter={() => void sendWritten()}
            onInput={() => {
              setRichEmpty(!editorRef.current?.textContent?.trim());
              followRich();
              notifyTyping(sessionId);
            }}
            boxProps={{
              ...picker.inputProps,
              onKeyDown: picker.onKeyDown,
              onKeyUp: (event) => caretKeys(event, followRich),
              onClick: followRich,
              onBlur: picker.close,
            }}
          />
        ) : (
          <textarea
            ref={textRef}
            value={draft}
            aria-label={t('conversation.placeholder')}
            placeholder={t('conversation.placeholder')}
            {...picker.inputProps}
            onInput={(event) => {
              setDraft((event.target as HTMLTextAreaElement).value);
              followText();
              notifyTyping(sessionId);
            }}
            onKeyUp={(event) => caretKeys(event, followText)}
            onClick={followText}
            onBlur={picker.close}
            onKeyDown={(event) => {
              if (picker.onKeyDown(event)) return;
              if (event.key == 'Enter' && !event.shiftKey && !event.isComposing) {
                event.preventDefault();
                void sendWritten();
              }
            }}
          />
        )}
        <button type="submit" class="button button--primary" disabled={rich ? richEmpty : !draft.trim()}>
          {t('conversation.send')}
        </button>
        {picker.list && <SavedReplyList {...picker.list} />}
        {error && (
          <p role="alert" class="error desk__error">
            {error}
          </p>
        )}
      </form>
      {formOpen && (
        <FormDialog
          onClose={() => setFormOpen(false)}
          onSend={(content) => send({ msgType: MSG_TYPE.dynamicForm, content })}
        />
      )}
      {card && (
        <CardDialog
          kind={card}
          onClose={() => setCard(undefined)}
          onSend={(content) => send({ msgType: CARD_MSG_TYPE[card], content })}
        />
      )}
    </>
  );
}
