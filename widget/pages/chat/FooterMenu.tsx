// The footer menu while the visitor talks to an agent: image, video and file buttons (each
// with its channel flag), the emoji panel, the screenshot help, the agent's card (phones have
// no side bar to show it) and the rating.
import '../../styles/dialogs.lazy.css';
import { useStore } from '@nanostores/react';
import { FLAG, VIDEO_TYPE, type VideoType } from '@shared/codes';
import { EMOJI } from '@shared/emoji';
import type { ChatUploadButton } from '@shared/upload';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { $channel } from '../../stores/channel';
import { previewPicture } from '../../stores/picturePreview';
import { openRating } from '../../stores/rating';
import { sendFile } from '../../stores/uploads';
import { drawableEmoji } from './drawableEmoji';
import { FooterDialog } from './FooterDialog';
import { useLayer } from './layers';
import { ScreenshotHelp } from './ScreenshotHelp';
import { AgentCard } from './sidebar/AgentCard';

const BUTTONS: {
  button: ChatUploadButton;
  flag: 'imageButtonFlag' | 'videoButtonFlag' | 'fileButtonFlag';
  accept?: string;
  icon: string;
}[] = [
  {
    button: 'image',
    flag: 'imageButtonFlag',
    accept: 'image/*',
    icon: 'M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15.5 9.5h.01',
  },
  { button: 'video', flag: 'videoButtonFlag', accept: 'video/*', icon: 'M3 6h12v12H3zM15 10l6-3v10l-6-3' },
  { button: 'file', flag: 'fileButtonFlag', icon: 'M6 2h8l5 5v15H6zM14 2v5h5' },
];

/** The visitor asks the agent for a call (userVideoInvitation). */
const CALL_BUTTONS = [
  {
    videoType: VIDEO_TYPE.voice,
    label: 'footer.voiceCall',
    icon: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  },
  { videoType: VIDEO_TYPE.video, label: 'footer.videoCall', icon: 'M3 7h12v10H3zM15 11l6-3v8l-6-3' },
] as const;

const Icon = ({ path }: { path: string }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
    <path
      d={path}
      fill="none"
      stroke="currentColor"
      stroke-width="1.7"
      stroke-linecap="round"
      stroke-linejoin="round"
    />
  </svg>
);

// The call buttons' state and action come from the Composer: a lazy chunk importing
// stores/call (which holds a dynamic import) makes rollup move the first screen's shared
// modules out of main.js into one more file.
interface Props {
  onEmoji(emoji: string): void;
  /** Changes each time the visitor types in the composer: the emoji tray then closes. */
  typed: number;
  /** A call rings or goes on: the call buttons wait. */
  callOn: boolean;
  onCall(videoType: VideoType): void;
}

export default function FooterMenu({ onEmoji, typed, callOn, onCall }: Props) {
  const t = useT();
  const channel = useStore($channel);
  const [emojiOpen, setEmojiOpen] = useState(false);
  // Only what this system can draw; no tray at all where it draws none (docs/widget.md#emoji).
  const emoji = useMemo(() => drawableEmoji(document, EMOJI), []);
  const [shown, setShown] = useState<'screenshot' | 'card'>();
  // A layer: Escape closes the tray, not the panel.
  useLayer(emojiOpen, () => setEmojiOpen(false));
  useEffect(() => setEmojiOpen(false), [typed]);
  const inputs = useRef<Partial<Record<ChatUploadButton, HTMLInputElement | null>>>({});
  return (
    <div class="footer-menu">
      <div class="footer-menu__row" role="toolbar" aria-label={t('footer.label')}>
        {BUTTONS.filter(({ flag }) => channel?.[flag] == FLAG.on).map(({ button, accept, icon }) => (
          <button
            key={button}
            type="button"
            class="footer-menu__button"
            aria-label={t(`footer.${button}`)}
            title={t(`footer.${button}`)}
            onClick={() => inputs.current[button]?.click()}
          >
            <Icon path={icon} />
            <input
              ref={(input) => void (inputs.current[button] = input)}
              type="file"
              hidden
              accept={accept}
              onChange={(event) => {
                const input = event.target as HTMLInputElement;
                const file = input.files?.[0];
                input.value = '';
                if (!file) return;
                // A picture is shown first (the spec's image-send preview); videos and files go at once.
                if (button == 'image') previewPicture(file, 'pick');
                else void sendFile(file, button);
              }}
            />
          </button>
        ))}
        {emoji.length > 0 && (
          <button
            type="button"
            class="footer-menu__button"
            aria-label={t('footer.emoji')}
            title={t('footer.emoji')}
            aria-expanded={emojiOpen}
            onClick={() => setEmojiOpen(!emojiOpen)}
          >
            <Icon path="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
          </button>
        )}
        {channel?.imageButtonFlag == FLAG.on && (
          <button
            type="button"
            class="footer-menu__button"
            aria-label={t('screenshot.title')}
            title={t('screenshot.title')}
            onClick={() => setShown('screenshot')}
          >
            <Icon path="M4 8V5h3M17 5h3v3M20 16v3h-3M7 19H4v-3M9 9h6v6H9z" />
          </button>
        )}
        <button
          type="button"
          class="footer-menu__button"
          aria-label={t('footer.agentCard')}
          title={t('footer.agentCard')}
          onClick={() => setShown('card')}
        >
          <Icon path="M3 6h18v12H3zM7 10.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0M5.5 15.5c.5-1.5 1.7-2 3-2s2.5.5 3 2M14 10h4M14 13h3" />
        </button>
        {CALL_BUTTONS.map(({ videoType, label, icon }) => (
          <button
            key={label}
            type="button"
            class="footer-menu__button"
            aria-label={t(label)}
            title={t(label)}
            disabled={callOn}
            onClick={() => onCall(videoType)}
          >
            <Icon path={icon} />
          </button>
        ))}
        <button
          type="button"
          class="footer-menu__button"
          aria-label={t('rating.rate')}
          title={t('rating.rate')}
          onClick={() => void openRating()}
        >
          <Icon path="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
        </button>
      </div>
      {shown == 'screenshot' && (
        <FooterDialog title={t('screenshot.title')} onClose={() => setShown(undefined)}>
          <ScreenshotHelp />
        </FooterDialog>
      )}
      {shown == 'card' && (
        <FooterDialog title={t('footer.agentCard')} onClose={() => setShown(undefined)}>
          <AgentCard />
        </FooterDialog>
      )}
      {emojiOpen && (
        <div class="footer-menu__emoji" role="group" aria-label={t('footer.emoji')}>
          {emoji.map((glyph) => (
            <button
              key={glyph}
              type="button"
              class="footer-menu__glyph"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onEmoji(glyph)}
            >
              {glyph}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
