// Up to 3 pictures or videos for a work order or a reply: pick, see each upload's progress,
// remove one, retry a failed one. A refused file says why (the spec's messages).
import { useStore } from '@nanostores/react';
import { MAX_ATTACHMENTS } from '@shared/constants';
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '@shared/upload';
import { useId, useRef, useState } from 'react';
import { useT } from '../i18n/i18n';
import type { AttachmentList } from '../stores/attachments';
import { showToast } from '../stores/ui';

const ACCEPT = [...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS].map((extension) => '.' + extension).join(',');

interface Props {
  list: AttachmentList;
  /** A failed check of the whole form about the files (still uploading) */
  error?: string | undefined;
  disabled?: boolean;
}

export function Attachments({ list, error, disabled }: Props) {
  const t = useT();
  const id = useId();
  const items = useStore(list.$items);
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string>();
  const full = items.length >= MAX_ATTACHMENTS;
  const message = refusal ? t(refusal) : error;

  const pick = (event: Event) => {
    const target = event.target as HTMLInputElement;
    const refused = list.add([...(target.files ?? [])]);
    target.value = '';
    setRefusal(refused);
    if (refused) showToast(refused, 'error');
  };

  return (
    <div class="field attachments" data-field="attachments" tabIndex={-1} aria-invalid={message ? true : undefined}>
      <span class="field__label" id={`${id}-label`}>
        {t('leave.attachments')}{' '}
        <span class="attachments__count">
          {t('leave.attachmentsCount', { count: items.length, max: MAX_ATTACHMENTS })}
        </span>
      </span>
      {items.length > 0 && (
        <ul class="attachments__list" aria-labelledby={`${id}-label`}>
          {items.map((item) => (
            <li key={item.id} class={`attachment attachment--${item.state}`}>
              {item.previewUrl ? (
                <img class="attachment__thumb" src={item.previewUrl} alt="" />
              ) : (
                <span class="attachment__thumb attachment__thumb--video" aria-hidden="true">
                  ▶
                </span>
              )}
              <span class="attachment__name">{item.name}</span>
              {item.state == 'uploading' && (
                <progress
                  class="attachment__progress"
                  max={1}
                  value={item.progress}
                  aria-label={t('leave.uploading', { name: item.name })}
                />
              )}
              {item.state == 'failed' && (
                <>
                  <span class="attachment__failed">{t('leave.uploadFailed')}</span>
                  <button
                    type="button"
                    class="link-button"
                    onClick={() => list.retry(item.id)}
                    aria-label={t('leave.retryUpload', { name: item.name })}
                  >
                    {t('common.retry')}
                  </button>
                </>
              )}
              <button
                type="button"
                class="attachment__remove"
                onClick={() => list.remove(item.id)}
                aria-label={t('leave.removeFile', { name: item.name })}
                disabled={disabled}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={`${id}-input`}
        class="visually-hidden"
        type="file"
        accept={ACCEPT}
        multiple
        onChange={pick}
        disabled={disabled || full}
        tabIndex={-1}
        aria-hidden="true"
      />
      <button
        type="button"
        class="button attachments__add"
        onClick={() => input.current?.click()}
        disabled={disabled || full}
      >
        {t('leave.addFiles')}
      </button>
      <span class="attachments__hint">{t('leave.attachmentsHint', { max: MAX_ATTACHMENTS })}</span>
      {message && (
        <span class="field__error" role="alert">
          {message}
        </span>
      )}
    </div>
  );
}
