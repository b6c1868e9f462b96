// The picture-send preview: the picture, its name and size, Send and Cancel. A modal layer:
// Send has the focus, Escape cancels.
import '../../styles/dialogs.lazy.css';
import { useStore } from '@nanostores/react';
import { formatFileSize } from '@shared/ui/formatFileSize';
import { useRef } from 'react';
import { useT } from '../../i18n/i18n';
import { $picturePreview, cancelPicture, type PicturePreview, sendPicture } from '../../stores/picturePreview';
import { useModal } from './layers';

export default function PicturePreviewDialog() {
  const preview = useStore($picturePreview);
  return preview ? <PreviewBox preview={preview} /> : null;
}

function PreviewBox({ preview }: { preview: PicturePreview }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const send = useRef<HTMLButtonElement>(null);
  useModal(box, cancelPicture, send);
  return (
    <div class="overlay">
      <div
        ref={box}
        class="dialog picture-preview"
        role="dialog"
        aria-modal="true"
        aria-labelledby="picture-preview-title"
      >
        <h2 id="picture-preview-title">{t('upload.previewTitle')}</h2>
        <img class="picture-preview__image" src={preview.url} alt={preview.file.name} />
        <p class="picture-preview__name">
          {preview.file.name} · {formatFileSize(preview.file.size)}
        </p>
        <div class="dialog__actions">
          <button type="button" class="button" onClick={cancelPicture}>
            {t('common.cancel')}
          </button>
          <button ref={send} type="button" class="button button--primary" onClick={sendPicture}>
            {t('chat.send')}
          </button>
        </div>
      </div>
    </div>
  );
}
