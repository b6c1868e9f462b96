// A reply to a work order: rich text, up to MAX_ATTACHMENTS images or videos, public or an
// internal note.

import type { WoAttachment } from '@shared/api';
import { MAX_ATTACHMENTS } from '@shared/constants';
import { htmlToText } from '@shared/ui/htmlToText';
import { sanitizeHtml } from '@shared/ui/sanitizeHtml';
import { checkAttachmentCount } from '@shared/upload';
import { useRef, useState } from 'react';
import { errorText } from '../../components/errorText';
import { Icon } from '../../components/Icon';
import { RichEditor } from '../../components/RichEditor';
import { useT } from '../../i18n';
import { attach, replyToWorkOrder } from '../../stores/workOrders';

export function WorkOrderReply({ woId }: { woId: number }) {
  const t = useT();
  const editorRef = useRef<HTMLDivElement>(null);
  const [editorKey, setEditorKey] = useState(0);
  const [empty, setEmpty] = useState(true);
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<WoAttachment[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const attempt = async (work: () => Promise<void>) => {
    setError('');
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  const addFiles = (input: HTMLInputElement) => {
    const picked = [...(input.files ?? [])];
    input.value = '';
    const count = checkAttachmentCount(files.length, picked.length);
    if (!count.ok) return setError(t('errors.maxCount'));
    void attempt(async () => {
      const added: WoAttachment[] = [];
      for (const file of picked) added.push(await attach(file));
      setFiles((current) => [...current, ...added]);
    });
  };

  return (
    <form
      class={`wo__reply${internal ? ' is-internal' : ''}`}
      aria-label={t('workOrders.reply')}
      onSubmit={(event) => {
        event.preventDefault();
        void attempt(async () => {
          const html = await sanitizeHtml(editorRef.current?.innerHTML ?? '');
          if (!htmlToText(html)) return;
          await replyToWorkOrder(woId, html, internal, files);
          setFiles([]);
          setEmpty(true);
          setEditorKey((key) => key + 1);
        });
      }}
    >
      <h3>{t('workOrders.reply')}</h3>
      <RichEditor
        key={editorKey}
        editorRef={editorRef}
        label={t('workOrders.reply')}
        onInput={() => setEmpty(!editorRef.current?.textContent?.trim())}
      />
      {files.length > 0 && (
        <ul class="attachments attachments--draft">
          {files.map((file) => (
            <li key={file.fileUrl}>
              {file.fileName}{' '}
              <button
                type="button"
                class="link"
                aria-label={t('workOrders.remove', { name: file.fileName })}
                onClick={() => setFiles(files.filter((each) => each != file))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <div class="wo__reply-actions">
        <label class="button button--small">
          <Icon name="clip" /> {t('workOrders.attach')}
          <input
            type="file"
            hidden
            multiple
            accept="image/*,video/*"
            disabled={files.length >= MAX_ATTACHMENTS}
            onChange={(event) => addFiles(event.target as HTMLInputElement)}
          />
        </label>
        <label class="switch">
          <input
            type="checkbox"
            checked={internal}
            onChange={(event) => setInternal((event.target as HTMLInputElement).checked)}
          />
          {t('workOrders.internal')}
        </label>
        <button type="submit" class="button button--primary" disabled={empty || busy}>
          {t('workOrders.send')}
        </button>
      </div>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
    </form>
  );
}
