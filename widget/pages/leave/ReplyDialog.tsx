// The visitor's reply to a work order: a textarea and attachments; Submit stays disabled while
// the text is empty. Closes when sent; a refusal keeps the text and shows the server's words.
import { useStore } from '@nanostores/react';
import type { WorkOrder } from '@shared/api';
import { isBlankText } from '@shared/validation';
import { useEffect, useId, useRef, useState } from 'react';
import { Attachments } from '../../forms/Attachments';
import { useT } from '../../i18n/i18n';
import { createAttachmentList } from '../../stores/attachments';
import { $replySending, replyToWorkOrder, type WorkOrderRef } from '../../stores/workOrder';
import { useModal } from '../chat/layers';

interface Props {
  workOrder: WorkOrderRef;
  onClose(): void;
  onSent?(order: WorkOrder): void;
}

export function ReplyDialog({ workOrder, onClose, onSent }: Props) {
  const t = useT();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [files] = useState(createAttachmentList);
  const items = useStore(files.$items);
  const sending = useStore($replySending);
  useModal(root, onClose);
  useEffect(() => () => files.clear(), []);
  const waiting = items.some((item) => item.state != 'done');

  const send = async (event: Event) => {
    event.preventDefault();
    const order = await replyToWorkOrder(workOrder, text, files.attachments());
    if (!order) return;
    onSent?.(order);
    onClose();
  };

  return (
    <div class="overlay overlay--page" onClick={(event) => event.target == event.currentTarget && onClose()}>
      <div ref={root} class="dialog reply-dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('workOrder.replyTitle')}</h2>
        <form onSubmit={send}>
          <div class="field">
            <label class="field__label" for={`${id}-text`}>
              {t('workOrder.replyLabel')}
            </label>
            <textarea
              id={`${id}-text`}
              class="field__input"
              rows={4}
              value={text}
              onInput={(event) => setText((event.target as HTMLTextAreaElement).value)}
            />
          </div>
          <Attachments list={files} disabled={sending} />
          <div class="dialog__actions">
            <button type="button" class="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" class="button button--primary" disabled={isBlankText(text) || sending || waiting}>
              {t('workOrder.replySubmit')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
