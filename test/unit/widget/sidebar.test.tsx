// The desktop side bar: tabs per configuration and visitor status, quick-link tiles, the
// question disclosures, the agent card and the ad carousel.

import type { AgentCard as Card, ChannelConfig, SideBarConfig } from '@shared/api';
import { AD_CAROUSEL_HEIGHT_PX } from '@shared/constants';
import { AD_ADVANCE_MS, AdCarousel } from '@widget/pages/chat/sidebar/AdCarousel';
import { AgentCard } from '@widget/pages/chat/sidebar/AgentCard';
import { QuestionList } from '@widget/pages/chat/sidebar/QuestionList';
import { QuickLinks } from '@widget/pages/chat/sidebar/QuickLinks';
import { SideBar } from '@widget/pages/chat/sidebar/SideBar';
import { $channel } from '@widget/stores/channel';
import { $agent, $session, type SessionState } from '@widget/stores/session';
import { type ComponentChild, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const callVisitor = vi.hoisted(() => vi.fn());
vi.mock('@widget/api/client', () => ({ callVisitor }));

const mounted: HTMLElement[] = [];

function mount(ui: ComponentChild): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  mounted.push(container);
  act(() => render(ui, container));
  return container;
}

const click = (element: Element | null | undefined) => {
  if (!element) throw new Error('nothing to click');
  act(() => (element as HTMLElement).click());
};

const key = (element: Element, name: string) =>
  act(() => void element.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })));

const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];

const quick = (count: number, link = (index: number) => `https://example.com/${index}`) =>
  Array.from({ length: count }, (_, index) => ({ url: '', name: `Link ${index + 1}`, link: link(index) }));

const CONFIG: SideBarConfig = {
  quickFlag: 1,
  questionFlag: 1,
  adFlag: 1,
  quickList: quick(3),
  questionList: [
    { question: 'Shipping?', answer: '3–5 days.' },
    { question: 'Returns?', answer: 'Within 30 days.' },
  ],
  adList: [{ url: '', link: 'https://example.com/sale' }],
};

const AGENT: Card = {
  adminId: 7,
  adminFace: 'https://example.com/face.png',
  adminNick: 'Alice',
  adminCardSign: 'Happy to help',
  adminCardTel: '010-1234',
  adminCardMobile: '',
  adminCardEmail: 'alice@example.com',
  adminCardQq: '12345',
  adminCardWechat: '',
};

const setChannel = (config: Partial<SideBarConfig> = {}) =>
  $channel.set({
    sideBarStatus: 1,
    sideBarWidth: 300,
    sideBarConfig: { ...CONFIG, ...config },
  } as unknown as ChannelConfig);
const setStatus = (status: SessionState['status']) =>
  act(() => $session.set({ status, userId: 'u1', token: 't' } as SessionState));

const tabNames = (root: ParentNode) => all(root, '[role="tab"]').map((tab) => tab.textContent);

beforeEach(() => {
  callVisitor.mockReset();
  callVisitor.mockReturnValue(new Promise(() => {}));
  setChannel();
  $session.set(undefined);
  $agent.set(null);
});

afterEach(() => {
  for (const container of mounted.splice(0)) {
    render(null, container);
    container.remove();
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SideBar', () => {
  it('is an aside of the configured width with a tab per enabled flag', () => {
    setStatus(1);
    const el = mount(<SideBar />);
    const aside = el.querySelector('aside');
    expect(aside?.getAttribute('aria-label')).toBe('sidebar.title');
    expect(aside?.style.width).toBe('300px');
    expect(el.querySelector('[role="tablist"]')).not.toBeNull();
    expect(tabNames(el)).toEqual(['sidebar.quick', 'sidebar.question']);
  });

  it.each([
    [{ quickFlag: 0 as const }, ['sidebar.question']],
    [{ questionFlag: 0 as const }, ['sidebar.quick']],
    [{ quickFlag: 0 as const, questionFlag: 0 as const }, []],
  ])('shows only the tabs the flags enable: %j', (flags, expected) => {
    setChannel(flags);
    setStatus(1);
    expect(tabNames(mount(<SideBar />))).toEqual(expected);
  });

  it('ties tabs and panels together and shows only the selected panel', () => {
    const el = mount(<SideBar />);
    const tabs = all(el, '[role="tab"]');
    const panels = all(el, '[role="tabpanel"]') as HTMLElement[];
    expect(panels).toHaveLength(2);
    tabs.forEach((tab, index) => {
      expect(tab.getAttribute('aria-controls')).toBe(panels[index].id);
      expect(panels[index].getAttribute('aria-labelledby')).toBe(tab.id);
    });
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(panels.map((panel) => panel.hidden)).toEqual([false, true]);
    click(tabs[1]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(panels.map((panel) => panel.hidden)).toEqual([true, false]);
    expect(tabs.map((tab) => (tab as HTMLElement).tabIndex)).toEqual([-1, 0]);
  });

  it('moves between tabs with the arrow keys, wrapping, and Home/End', () => {
    setStatus(2);
    $agent.set(AGENT);
    const el = mount(<SideBar />);
    const tabs = all(el, '[role="tab"]') as HTMLElement[];
    const selected = () => tabs.findIndex((tab) => tab.getAttribute('aria-selected') == 'true');
    tabs[0].focus();
    key(tabs[0], 'ArrowRight');
    expect(selected()).toBe(1);
    expect(document.activeElement).toBe(tabs[1]);
    key(tabs[1], 'ArrowRight');
    key(tabs[2], 'ArrowRight');
    expect(selected()).toBe(0);
    key(tabs[0], 'ArrowLeft');
    expect(selected()).toBe(2);
    key(tabs[2], 'Home');
    expect(selected()).toBe(0);
    key(tabs[0], 'End');
    expect(selected()).toBe(2);
  });

  it('shows the customer tab only while the visitor is with an agent (status 2), with the card', () => {
    $agent.set(AGENT);
    for (const status of [0, 1, 3] as const) {
      setStatus(status);
      expect(tabNames(mount(<SideBar />))).not.toContain('sidebar.customer');
    }
    setStatus(2);
    const el = mount(<SideBar />);
    expect(tabNames(el)).toEqual(['sidebar.quick', 'sidebar.question', 'sidebar.customer']);
    click(all(el, '[role="tab"]')[2]);
    const panel = el.querySelector('[role="tabpanel"]:not([hidden])');
    expect(panel?.querySelector('.agent-card__name')?.textContent).toBe('Alice');
    // Leaving status 2 removes the tab and falls back to the first one.
    setStatus(1);
    expect(tabNames(el)).toEqual(['sidebar.quick', 'sidebar.question']);
    expect(el.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('sidebar.quick');
  });

  it('shows the ad carousel below the tabs only with adFlag and ads', () => {
    expect(mount(<SideBar />).querySelector('.ad-carousel')).not.toBeNull();
    setChannel({ adFlag: 0 });
    expect(mount(<SideBar />).querySelector('.ad-carousel')).toBeNull();
    setChannel({ adList: [] });
    expect(mount(<SideBar />).querySelector('.ad-carousel')).toBeNull();
  });

  it('renders nothing with no tab and no ad', () => {
    setChannel({ quickFlag: 0, questionFlag: 0, adFlag: 0 });
    setStatus(1);
    expect(mount(<SideBar />).innerHTML).toBe('');
  });
});

describe('QuickLinks', () => {
  it.each([
    [2, 'large'],
    [3, 'normal'],
    [4, 'normal'],
    [5, 'small'],
  ])('%i links get %s tiles', (count, size) => {
    const el = mount(<QuickLinks items={quick(count)} />);
    expect(el.querySelector('.quick-links')?.classList.contains(`quick-links--${size}`)).toBe(true);
    expect(all(el, 'a')).toHaveLength(count);
  });

  it('links open in a new tab without opener or referrer, with icon and name', () => {
    const el = mount(
      <QuickLinks
        items={[{ url: 'https://example.com/i.png', name: 'Track order', link: 'https://example.com/track' }]}
      />,
    );
    const link = el.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/track');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('https://example.com/i.png');
    expect(link.textContent).toContain('Track order');
  });

  it('never renders an unsafe link or icon', () => {
    const el = mount(
      <QuickLinks
        items={[
          { url: 'javascript:alert(1)', name: 'Safe', link: 'https://example.com/ok' },
          { url: '', name: 'Evil', link: 'javascript:alert(1)' },
          { url: '', name: 'Evil too', link: ' JavaScript:alert(1)' },
        ]}
      />,
    );
    expect(all(el, 'a').map((link) => link.getAttribute('href'))).toEqual(['https://example.com/ok']);
    expect(el.innerHTML).not.toMatch(/javascript:/i);
    expect(el.querySelector('img')).toBeNull();
  });
});

describe('QuestionList', () => {
  it('each question toggles its plain-text answer with aria-expanded', () => {
    const el = mount(<QuestionList items={[...CONFIG.questionList, { question: 'Markup?', answer: '<b>bold</b>' }]} />);
    const buttons = all(el, 'button');
    const answer = (button: Element) => document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false']);
    expect(answer(buttons[0]).hidden).toBe(true);
    click(buttons[0]);
    expect(buttons[0].getAttribute('aria-expanded')).toBe('true');
    expect(answer(buttons[0]).hidden).toBe(false);
    expect(answer(buttons[0]).textContent).toBe('3–5 days.');
    click(buttons[2]);
    expect(answer(buttons[2]).textContent).toBe('<b>bold</b>');
    expect(answer(buttons[2]).querySelector('b')).toBeNull();
    click(buttons[0]);
    expect(buttons[0].getAttribute('aria-expanded')).toBe('false');
    expect(answer(buttons[0]).hidden).toBe(true);
  });
});

describe('AgentCard', () => {
  it('shows the filled fields only, the e-mail as mailto', () => {
    setStatus(2);
    $agent.set(AGENT);
    const el = mount(<AgentCard />);
    expect(el.querySelector('img')?.getAttribute('src')).toBe(AGENT.adminFace);
    expect(el.querySelector('.agent-card__name')?.textContent).toBe('Alice');
    expect(el.querySelector('.agent-card__sign')?.textContent).toBe('Happy to help');
    expect(all(el, 'dt').map((term) => term.textContent)).toEqual(['sidebar.tel', 'sidebar.email', 'sidebar.qq']);
    expect(all(el, 'dd').map((value) => value.textContent)).toEqual(['010-1234', 'alice@example.com', '12345']);
    expect(el.querySelector('dd a')?.getAttribute('href')).toBe('mailto:alice@example.com');
    expect(callVisitor).not.toHaveBeenCalled();
  });

  it('does not load an unsafe face', () => {
    setStatus(2);
    $agent.set({ ...AGENT, adminFace: 'javascript:alert(1)' });
    const el = mount(<AgentCard />);
    expect(el.querySelector('img')).toBeNull();
    expect(el.querySelector('.agent-card__face')?.textContent).toBe('A');
  });

  it('fetches the card once when none is known at status 2', async () => {
    callVisitor.mockResolvedValue(AGENT);
    setStatus(2);
    const el = mount(<AgentCard />);
    expect(el.textContent).toBe('sidebar.noAgent');
    await act(async () => {});
    expect(callVisitor).toHaveBeenCalledTimes(1);
    expect(callVisitor).toHaveBeenCalledWith('getAdminCard', {});
    expect($agent.get()).toEqual(AGENT);
    expect(el.querySelector('.agent-card__name')?.textContent).toBe('Alice');
  });

  it('asks only once even when the server has no card', async () => {
    callVisitor.mockResolvedValue(null);
    setStatus(2);
    const el = mount(<AgentCard />);
    await act(async () => {});
    act(() => $session.set({ ...$session.get()!, waitIndex: 1 }));
    await act(async () => {});
    expect(callVisitor).toHaveBeenCalledTimes(1);
    expect(el.textContent).toBe('sidebar.noAgent');
  });
});

describe('AdCarousel', () => {
  const ADS = [
    { url: 'https://example.com/1.png', link: 'https://example.com/one' },
    { url: 'https://example.com/2.png', link: 'https://example.com/two' },
    { url: 'https://example.com/3.png', link: 'https://example.com/three' },
  ];
  const shownHref = (el: HTMLElement) => el.querySelector('.ad-carousel__slide a')?.getAttribute('href');
  const button = (el: HTMLElement, name: string) => el.querySelector(`button[aria-label="${name}"]`);

  it('is 150 px high and shows one ad at a time, linking in a new tab', () => {
    const el = mount(<AdCarousel ads={ADS} />);
    expect(AD_CAROUSEL_HEIGHT_PX).toBe(150);
    expect((el.querySelector('.ad-carousel') as HTMLElement).style.height).toBe('150px');
    expect(all(el, '.ad-carousel__slide img')).toHaveLength(1);
    const link = el.querySelector('.ad-carousel__slide a')!;
    expect(link.getAttribute('href')).toBe('https://example.com/one');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('sidebar.adN');
  });

  it('steps with next and previous, wrapping both ways; dots jump and mark the current ad', () => {
    const el = mount(<AdCarousel ads={ADS} />);
    click(button(el, 'sidebar.nextAd'));
    expect(shownHref(el)).toBe('https://example.com/two');
    click(button(el, 'sidebar.nextAd'));
    click(button(el, 'sidebar.nextAd'));
    expect(shownHref(el)).toBe('https://example.com/one');
    click(button(el, 'sidebar.previousAd'));
    expect(shownHref(el)).toBe('https://example.com/three');
    const dots = all(el, '.ad-carousel__dot');
    expect(dots).toHaveLength(3);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    click(dots[1]);
    expect(shownHref(el)).toBe('https://example.com/two');
  });

  it('advances every 5 s and pauses while hovered or focused', () => {
    vi.useFakeTimers();
    const el = mount(<AdCarousel ads={ADS} />);
    const carousel = el.querySelector('.ad-carousel')!;
    expect(AD_ADVANCE_MS).toBe(5000);
    act(() => void vi.advanceTimersByTime(4999));
    expect(shownHref(el)).toBe('https://example.com/one');
    act(() => void vi.advanceTimersByTime(1));
    expect(shownHref(el)).toBe('https://example.com/two');
    act(() => void carousel.dispatchEvent(new MouseEvent('mouseenter')));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(shownHref(el)).toBe('https://example.com/two');
    act(() => void carousel.dispatchEvent(new MouseEvent('mouseleave')));
    act(() => (button(el, 'sidebar.nextAd') as HTMLElement).focus());
    act(() => void vi.advanceTimersByTime(20_000));
    expect(shownHref(el)).toBe('https://example.com/two');
  });

  it('does not advance by itself when reduced motion is preferred', () => {
    const real = window.matchMedia.bind(window);
    vi.stubGlobal('matchMedia', (query: string) =>
      query.includes('prefers-reduced-motion')
        ? { ...real(query), matches: true, addEventListener() {}, removeEventListener() {} }
        : real(query),
    );
    vi.useFakeTimers();
    const el = mount(<AdCarousel ads={ADS} />);
    act(() => void vi.advanceTimersByTime(20_000));
    expect(shownHref(el)).toBe('https://example.com/one');
    click(button(el, 'sidebar.nextAd'));
    expect(shownHref(el)).toBe('https://example.com/two');
  });

  it('shows a placeholder with the link text for an ad without an image, and no unsafe link', () => {
    const el = mount(<AdCarousel ads={[{ url: '', link: 'https://example.com/sale' }]} />);
    expect(el.querySelector('.ad-carousel__placeholder')?.textContent).toBe('example.com/sale');
    expect(shownHref(el)).toBe('https://example.com/sale');
    expect(el.querySelector('.ad-carousel__step')).toBeNull();
    const unsafe = mount(<AdCarousel ads={[{ url: 'javascript:alert(1)', link: 'javascript:alert(1)' }]} />);
    expect(unsafe.querySelector('a')).toBeNull();
    expect(unsafe.querySelector('img')).toBeNull();
    expect(unsafe.innerHTML).not.toMatch(/javascript:/i);
  });
});
