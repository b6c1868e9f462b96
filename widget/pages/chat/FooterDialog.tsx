// A small modal the footer opens (the screenshot help, the agent's card): a title, what it
// shows, a close control. A modal layer: focus inside, Escape closes it only.
import { type ReactNode, useRef } from 'react';
import { useT } from '../../i18n/i18n';
import { CloseIcon } from '../icons';
import { useModal } from './layers';

interface Props {
  title: string;
  onClose(): void;
  children: ReactNode;
}

export function FooterDialog({ title, onClose, children }: Props) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useModal(box, onClose);
  return (
    <div class="overlay">
      <div ref={box} class="dialog footer-dialog" role="dialog" aria-modal="true" aria-labelledby="footer-dialog-title">
        <div class="drawer__head">
          <h2 id="footer-dialog-title">{title}</h2>
          <button type="button" class="chat-header__icon" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
