// "E-mail me this conversation": one e-mail field, prefilled with the address the widget knows,
// checked on Send with the complaint under the field; then "Sent to …", or why not. A modal
// layer: focus moves in, Tab stays inside, Escape closes it, and focus goes back to the quick
// menu. Loaded when first opened: a chat that never asks for it never downloads it.
import '../../styles/dialogs.lazy.css';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/i18n';
import { $transcriptMail, closeTranscriptMail, type TranscriptMail } from '../../stores/transcript';
import { editTranscriptEmail, sendTranscript } from '../../stores/transcriptSend';
import { useModal } from './layers';
import { transcriptTextsReady } from './transcriptTexts';

// The dialog's own texts come with it (widget/locales/transcript).
await transcriptTextsReady;

export default function TranscriptDialog() {
  const mail = useStore($transcriptMail);
  return mail ? <TranscriptBox mail={mail} /> : null;
}

function TranscriptBox({ mail }: { mail: TranscriptMail }) {
  const t = useT();
  const box = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useModal(box, closeTranscriptMail, input);
  const sent = mail.phase == 'sent';
  const sending = mail.phase == 'sending';

  // A refused address or send takes the focus back to the field; once sent, to Close, which reads the result.
  useEffect(() => {
    if (mail.invalid || mail.error) input.current?.focus();
  }, [mail.invalid, mail.error]);
  useEffect(() => {
    if (sent) close.current?.focus();
  }, [sent]);

  return (
    <div class="overlay">
      <form
        ref={box}
        class="dialog transcript"
        role="dialog"
        aria-modal="true"
        aria-labelledby="transcript-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void sendTranscript();
        }}
      >
        <h2 id="transcript-title">{t('transcript.title')}</h2>
        {sent ? (
          <p id="transcript-sent" class="transcript__sent" role="status">
            {t('transcript.sent', { email: mail.email })}
          </p>
        ) : (
          <div class="field">
            <label class="field__labelled">
              <span class="field__label">{t('transcript.email')}</span>
              <input
                ref={input}
                class="field__input"
                type="email"
                name="email"
                autoComplete="email"
                dir="auto"
                value={mail.email}
                readOnly={sending}
                aria-invalid={mail.invalid || undefined}
                aria-describedby={mail.invalid ? 'transcript-invalid' : undefined}
                onInput={(event) => editTranscriptEmail((event.target as HTMLInputElement).value)}
              />
            </label>
            {mail.invalid && (
              <span id="transcript-invalid" class="field__error">
                {t('form.rightEmail')}
              </span>
            )}
          </div>
        )}
        {mail.error && (
          <p class="transcript__error" role="alert">
            {t(mail.error, { defaultValue: mail.error })}
          </p>
        )}
        <div class="dialog__actions">
          {sent ? (
            <button
              ref={close}
              type="button"
              class="button button--primary"
              aria-describedby="transcript-sent"
              onClick={closeTranscriptMail}
            >
              {t('common.close')}
            </button>
          ) : (
            <>
              <button type="button" class="button" onClick={closeTranscriptMail}>
                {t('common.cancel')}
              </button>
              {/* Not disabled while sending: the focus stays on it, and a second press sends nothing. */}
              <button type="submit" class="button button--primary" aria-busy={sending || undefined}>
                {t(sending ? 'message.sending' : 'transcript.send')}
              </button>
            </>
          )}
        </div>
      </form>
    </div>
  );
}
