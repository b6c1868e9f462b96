// A picture shown over the whole page; Escape, the close button or a click outside closes it.
import { useRef } from 'react';
import { useT } from '../../i18n/i18n';
import { useModal } from '../chat/layers';

export function ImageViewer({ url, name, onClose }: { url: string; name: string; onClose(): void }) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  useModal(root, onClose);
  return (
    <div
      ref={root}
      class="image-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={name}
      onClick={(event) => event.target == root.current && onClose()}
    >
      <button type="button" class="image-viewer__close" aria-label={t('common.close')} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
        </svg>
      </button>
      <img class="image-viewer__img" src={url} alt={name} />
    </div>
  );
}
