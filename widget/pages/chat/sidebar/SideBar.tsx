// The desktop side bar beside the messages: tabs for quick links, frequent questions and, while
// the visitor is with an agent, the agent card; the ad banners below them.
// Loaded lazily by ChatPage, so none of it weighs on the first screen but its styles.
import '@widget/styles/sidebar.lazy.css';
import { useStore } from '@nanostores/react';
import { FLAG, VISITOR_STATUS } from '@shared/codes';
import { safeLinkUrl } from '@shared/safeUrl';
import { useT } from '@widget/i18n/i18n';
import { $channel } from '@widget/stores/channel';
import { $session } from '@widget/stores/session';
import { type KeyboardEvent, useId, useState } from 'react';
import { AdCarousel } from './AdCarousel';
import { AgentCard } from './AgentCard';
import { QuestionList } from './QuestionList';
import { QuickLinks } from './QuickLinks';

type Tab = 'quick' | 'question' | 'customer';

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

export function SideBar() {
  const t = useT();
  const id = useId();
  const channel = useStore($channel);
  const status = useStore($session)?.status;
  const [chosen, setChosen] = useState<Tab>();
  if (!channel) return null;

  const config = channel.sideBarConfig;
  const quickList = config?.quickList ?? [];
  const questionList = config?.questionList ?? [];
  const adList = config?.adFlag == FLAG.on ? (config.adList ?? []) : [];
  const tabs: Tab[] = [];
  if (config?.quickFlag == FLAG.on && quickList.some((item) => safeLinkUrl(item.link))) tabs.push('quick');
  if (config?.questionFlag == FLAG.on && questionList.length) tabs.push('question');
  if (status == VISITOR_STATUS.agent) tabs.push('customer');
  if (!tabs.length && !adList.length) return null;
  const selected = chosen && tabs.includes(chosen) ? chosen : tabs[0];

  const tabId = (tab: Tab) => `${id}-tab-${tab}`;
  const panelId = (tab: Tab) => `${id}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const position = tabs.indexOf(selected);
    const rtl = getComputedStyle(event.currentTarget).direction == 'rtl';
    const next =
      event.key == 'Home'
        ? 0
        : event.key == 'End'
          ? tabs.length - 1
          : event.key in STEP
            ? (position + STEP[event.key] * (rtl ? -1 : 1) + tabs.length) % tabs.length
            : -1;
    if (next < 0) return;
    event.preventDefault();
    setChosen(tabs[next]);
    (event.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };

  const width = channel.sideBarWidth > 0 ? { width: `${channel.sideBarWidth}px` } : undefined;
  return (
    <aside class="sidebar" aria-label={t('sidebar.title')} style={width}>
      {tabs.length > 0 && (
        <>
          <div class="sidebar__tabs" role="tablist" onKeyDown={onKeyDown}>
            {tabs.map((tab) => (
              <button
                key={tab}
                id={tabId(tab)}
                type="button"
                role="tab"
                class="sidebar__tab"
                aria-selected={tab == selected}
                aria-controls={panelId(tab)}
                tabIndex={tab == selected ? 0 : -1}
                onClick={() => setChosen(tab)}
              >
                {t(`sidebar.${tab}`)}
              </button>
            ))}
          </div>
          {tabs.map((tab) => (
            <div
              key={tab}
              id={panelId(tab)}
              class="sidebar__panel"
              role="tabpanel"
              aria-labelledby={tabId(tab)}
              tabIndex={0}
              hidden={tab != selected}
            >
              {tab == 'quick' && <QuickLinks items={quickList} />}
              {tab == 'question' && <QuestionList items={questionList} />}
              {tab == 'customer' && <AgentCard />}
            </div>
          ))}
        </>
      )}
      {adList.length > 0 && <AdCarousel ads={adList} />}
    </aside>
  );
}

export default SideBar;
