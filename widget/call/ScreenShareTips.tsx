// The screen-share tips dialog: before the browser's picker, the visitor reads what sharing
// shows and how to stop it, then chooses to share or not. A modal layer: Escape is "Not now".

import type { CallSession } from '@shared/call/callSession';
import { useRef } from 'react';
import { useT } from '../i18n/i18n';
import { useModal } from '../pages/chat/layers';

export function ScreenShareTips({ session, peerName }: { session: CallSession; peerName: string }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const share = useRef<HTMLButtonElement>(null);
  const later = () => void session.stopScreenShare();
  useModal(box, later, share);
  return (
    <div class="overlay">
      <div
        ref={box}
        class="dialog share-tips"
        role="dialog"
        aria-modal="true"
        aria-labelledby="share-tips-title"
        aria-describedby="share-tips-body"
      >
        <h2 id="share-tips-title">{t('callPanel.shareTitle')}</h2>
        <div id="share-tips-body">
          <p>{t('callPanel.shareTips', { name: peerName })}</p>
          <ul>
            <li>{t('callPanel.shareTipPick')}</li>
            <li>{t('callPanel.shareTipPrivate')}</li>
            <li>{t('callPanel.shareTipStop')}</li>
          </ul>
        </div>
        <div class="dialog__actions">
          <button type="button" class="button" onClick={later}>
            {t('callPanel.shareLater')}
          </button>
          <button
            ref={share}
            type="button"
            class="button button--primary"
            onClick={() => void session.startScreenShare()}
          >
            {t('callPanel.shareStart')}
          </button>
        </div>
      </div>
    </div>
  );
}
