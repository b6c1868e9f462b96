// The quick-menu chips above the composer. A strip wider than the panel fades at the edge
// where more chips wait and offers a button that scrolls there, so chips past the edge are
// found by sight, pointer and keyboard; the strip itself still scrolls by touch and wheel.
// After the channel's own chips, "E-mail me this conversation" when the server can send mail.
import { useStore } from '@nanostores/react';
import type { ChatMenu } from '@shared/api';
import { MENU_TYPE, VISITOR_STATUS } from '@shared/codes';
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/i18n';
import { $channel } from '../../stores/channel';
import { type MenuEffects, runMenu, visibleMenus } from '../../stores/menu';
import { $session } from '../../stores/session';
import { offersTranscript, openTranscriptMail } from '../../stores/transcript';
import { $transferLocked } from '../../stores/transfer';
import { useScrollEdges } from './useScrollEdges';

// Most of a strip's width per press: one chip stays in view, so the visitor sees where they are.
const SCROLL_SHARE = 0.8;

export function QuickMenu({ effects }: { effects: MenuEffects }) {
  const channel = useStore($channel);
  const session = useStore($session);
  if (!channel || !session || session.status == VISITOR_STATUS.ended) return null;
  const menus = visibleMenus(channel, session.status);
  const transcript = offersTranscript(channel);
  if (!menus.length && !transcript) return null;
  return <QuickMenuStrip menus={menus} transcript={transcript} effects={effects} />;
}

type Side = 'before' | 'after';

interface StripProps {
  menus: readonly ChatMenu[];
  /** The chip that e-mails the conversation. */
  transcript: boolean;
  effects: MenuEffects;
}

function QuickMenuStrip({ menus, transcript, effects }: StripProps) {
  const t = useT();
  const locked = useStore($transferLocked);
  const strip = useRef<HTMLElement>(null);
  const buttons = { before: useRef<HTMLButtonElement>(null), after: useRef<HTMLButtonElement>(null) };
  // A button that reaches its end disappears; a keyboard user on it goes on from the other one.
  const handOff = useRef<Side | undefined>(undefined);
  const edges = useScrollEdges(strip, menus.map((menu) => menu.id).join() + (transcript ? ',transcript' : ''));

  useEffect(() => {
    const side = handOff.current;
    if (side && edges[side]) {
      buttons[side].current?.focus();
      handOff.current = undefined;
    }
  }, [edges.before, edges.after]);

  const scroll = (side: Side, button: HTMLButtonElement) => {
    const scroller = strip.current;
    if (!scroller) return;
    const max = scroller.scrollWidth - scroller.clientWidth;
    const from = Math.abs(scroller.scrollLeft);
    const to = Math.min(max, Math.max(0, from + (side == 'after' ? 1 : -1) * scroller.clientWidth * SCROLL_SHARE));
    const rtl = getComputedStyle(scroller).direction == 'rtl';
    scroller.scrollBy({ left: (to - from) * (rtl ? -1 : 1) });
    if (document.activeElement == button && (to == max || to == 0))
      handOff.current = side == 'after' ? 'before' : 'after';
  };

  const more = [edges.before && 'start', edges.after && 'end'].filter(Boolean).join(' ');
  const scrollButton = (side: Side) =>
    edges[side] && (
      <button
        ref={buttons[side]}
        type="button"
        class={`quick-menu__scroll quick-menu__scroll--${side}`}
        aria-label={t(side == 'after' ? 'chat.quickMenuMore' : 'chat.quickMenuPrevious')}
        onClick={(event) => scroll(side, event.currentTarget)}
      >
        <span aria-hidden="true">{side == 'after' ? '›' : '‹'}</span>
      </button>
    );

  return (
    <div class="quick-menu" data-more={more || undefined}>
      {scrollButton('before')}
      <nav ref={strip} class="quick-menu__strip" aria-label={t('chat.quickMenu')}>
        {menus.map((menu) => (
          <button
            key={menu.id}
            type="button"
            class="chip"
            disabled={menu.menuType == MENU_TYPE.transferToAgent && locked}
            style={{ background: menu.background || undefined, color: menu.color || undefined }}
            onClick={() => void runMenu(menu, effects).catch(() => {})}
          >
            {menu.menuName}
          </button>
        ))}
        {transcript && (
          <button type="button" class="chip" aria-haspopup="dialog" onClick={openTranscriptMail}>
            {t('chat.mailTranscript')}
          </button>
        )}
      </nav>
      {scrollButton('after')}
    </div>
  );
}
