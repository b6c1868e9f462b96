// The live preview: the real widget (not a picture of it) in an iframe of this server, desktop
// or phone size, showing the draft before it is saved. The widget takes a `preview` message
// (shared/protocol.ts) only from a parent on its own origin, the console's: sent when the frame
// has loaded, when the widget says it is ready, and after each change of the draft, a moment
// after the typing stops.
import { useStore } from '@nanostores/react';
import type { ChannelSettings } from '@shared/api';
import { channelConfigOf } from '@shared/channelConfig';
import { frameUrl, WIDGET_BASE_PATH } from '@shared/frame';
import { type HostToWidget, PROTOCOL_SOURCE } from '@shared/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { $knowledgeDocs, faqListOf, loadKnowledgeDocs } from '../../stores/knowledgeDocs';

/** The phone the preview stands for: an iPhone SE's CSS pixels, a small phone still common. */
export const PHONE_SIZE = { width: 375, height: 667 } as const;
/** How long after the last change the draft goes to the frame: once per pause in the typing. */
export const PREVIEW_DELAY_MS = 150;
/** Never drawn smaller than this: below it the widget's text cannot be read. */
const MIN_SCALE = 0.5;
/** Room kept under the frame: its notes' summary. */
const BELOW_FRAME = 40;

interface Ids {
  channelId: string;
  tenantId: string;
}

/** The widget's chat page for the channel, as the loader opens it, the console as its host. */
export const previewUrl = (origin: string, channelId: string) =>
  frameUrl(new URL(WIDGET_BASE_PATH, origin), { channelId, hostOrigin: origin }).toString();

export function previewMessage(
  ids: Ids,
  settings: ChannelSettings,
  faqList: ReturnType<typeof faqListOf>,
  phone: boolean,
): HostToWidget {
  const config: Record<string, unknown> = { ...channelConfigOf(ids, settings, faqList) };
  return { source: PROTOCOL_SOURCE, type: 'preview', config, phone };
}

const PREVIEW_VISITOR_KEY = 'chat-online:preview-visitor';

/** The preview's visitor: one per browser of the console, so the previews' chats are one visitor's. */
function previewVisitorId(): string {
  try {
    const kept = localStorage.getItem(PREVIEW_VISITOR_KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(PREVIEW_VISITOR_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

/** How much the frame is scaled to fit its column and the window's height below it; 1 when it fits. */
function useFitScale(column: HTMLElement | null, size: { width: number; height: number }): number {
  const [room, setRoom] = useState({ width: Number.POSITIVE_INFINITY, height: Number.POSITIVE_INFINITY });
  useEffect(() => {
    if (!column) return;
    // Measured where the frame first sits, its lowest: scrolled, the preview sticks higher up.
    const measure = () =>
      setRoom({
        width: column.clientWidth,
        height: window.innerHeight - column.getBoundingClientRect().top - BELOW_FRAME,
      });
    measure();
    const observer = typeof ResizeObserver == 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(column);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [column]);
  const fit = Math.min(1, room.width / size.width, room.height / size.height);
  return Number.isFinite(fit) && fit > 0 ? Math.max(MIN_SCALE, fit) : 1;
}

interface Props extends Ids {
  settings: ChannelSettings;
}

export function ChannelPreview({ channelId, tenantId, settings }: Props) {
  const t = useT();
  const [phone, setPhone] = useState(false);
  const [restarts, setRestarts] = useState(0);
  const [column, setColumn] = useState<HTMLElement | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const docs = useStore($knowledgeDocs);
  useEffect(() => {
    if (settings.faqMenu.docIds.length) void loadKnowledgeDocs(tenantId).catch(() => {});
  }, [tenantId, settings.faqMenu.docIds.length > 0]);

  // A new URL (and a new widget) only for another channel or a restart, never for a change of the draft.
  const src = useMemo(() => previewUrl(location.origin, channelId), [channelId, restarts]);
  const message = useMemo(
    () =>
      previewMessage(
        { channelId, tenantId },
        settings,
        faqListOf(settings.faqMenu.docIds, docs?.tenantId == tenantId ? docs.value : []),
        phone,
      ),
    [channelId, tenantId, settings, docs, phone],
  );
  const latest = useRef(message);
  latest.current = message;
  /** The widget accepts it only from its own origin, which is the console's: nobody else may read the draft. */
  const post = () => frame.current?.contentWindow?.postMessage(latest.current, location.origin);

  useEffect(() => {
    const timer = setTimeout(post, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message]);

  // The widget says when it is listening (`ready`), which may be after the frame's load.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { source?: unknown; type?: unknown } | null;
      if (event.source !== frame.current?.contentWindow || event.origin != location.origin) return;
      if (data?.source != PROTOCOL_SOURCE || data.type != 'ready') return;
      // As the loader does: the widget starts its chat at once instead of waiting for an id.
      frame.current?.contentWindow?.postMessage(
        { source: PROTOCOL_SOURCE, type: 'visitor', visitorId: previewVisitorId() },
        location.origin,
      );
      post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const size = phone ? PHONE_SIZE : { width: settings.mainWidth, height: settings.mainHeight };
  const scale = useFitScale(column, size);
  return (
    <section class="preview" aria-labelledby="preview-heading">
      <div class="preview__head">
        <h2 id="preview-heading">{t('channels.preview.heading')}</h2>
        <div class="preview__sizes" role="group" aria-label={t('channels.preview.size')}>
          <button type="button" class="button button--small" aria-pressed={!phone} onClick={() => setPhone(false)}>
            {t('channels.preview.desktop')}
          </button>
          <button type="button" class="button button--small" aria-pressed={phone} onClick={() => setPhone(true)}>
            {t('channels.preview.phone')}
          </button>
        </div>
        <button type="button" class="button button--small" onClick={() => setRestarts((count) => count + 1)}>
          {t('channels.preview.restart')}
        </button>
      </div>
      <p class="muted preview__size-note">
        {t('channels.preview.sizeNote', { width: size.width, height: size.height, percent: Math.round(scale * 100) })}
      </p>
      <div class="preview__column" ref={setColumn}>
        <div class="preview__stage" style={{ width: size.width * scale, height: size.height * scale }}>
          <iframe
            key={src}
            ref={frame}
            class="preview__frame"
            title={t('channels.preview.frameTitle')}
            src={src}
            width={size.width}
            height={size.height}
            style={{ transform: scale == 1 ? undefined : `scale(${scale})` }}
            onLoad={post}
          />
        </div>
      </div>
      <details class="preview__notes">
        <summary>{t('channels.preview.notesHeading')}</summary>
        <ul>
          <li>{t('channels.preview.notes.draft')}</li>
          <li>{t('channels.preview.notes.hours')}</li>
          <li>{t('channels.preview.notes.server')}</li>
          <li>{t('channels.preview.notes.host')}</li>
          <li>{t('channels.preview.notes.real')}</li>
        </ul>
      </details>
    </section>
  );
}
