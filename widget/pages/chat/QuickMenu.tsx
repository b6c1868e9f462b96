import { useStore } from '@nanostores/react';
import { MENU_TYPE, VISITOR_STATUS } from '../../../shared/codes';
import { useT } from '../../i18n/i18n';
import { $channel } from '../../stores/channel';
import { runMenu, visibleMenus, type MenuEffects } from '../../stores/menu';
import { $session } from '../../stores/session';
import { $transferLocked } from '../../stores/transfer';

export function QuickMenu({ effects }: { effects: MenuEffects }) {
  const t = useT();
  const channel = useStore($channel);
  const session = useStore($session);
  const locked = useStore($transferLocked);
  if (!channel || !session || session.status == VISITOR_STATUS.ended) return null;
  const menus = visibleMenus(channel, session.status);
  if (!menus.length) return null;
  return (
    <nav class="quick-menu" aria-label={t('chat.quickMenu')}>
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
    </nav>
  );
}
