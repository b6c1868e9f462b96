// The channels' pages as an owner uses them: the first channel's walk-through and its addChannel
// body, ending on the snippet; deleting asks first, naming the channel; the editor's tabs, its
// problems (each selecting its tab), a conflicting save, and leaving with unsaved changes.
import { startI18n } from '@console/i18n';
import { ApiError } from '@shared/api';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { click, mount } from '../widget/messages/renderMessage';
import { edited, quietFrames, summary, tenantAnswer } from './channelsFixtures';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { ChannelsPage } = await import('@console/pages/channels/ChannelsPage');
const { useFirstChannelWalk } = await import('@console/pages/channels/useFirstChannelWalk');
const { default: ChannelsArea } = await import('@console/pages/channels/ChannelsArea');
const { snippetOf } = await import('@console/pages/channels/installSnippet');
const { $question } = await import('@console/stores/question');
const { mayLeave } = await import('@console/stores/leaveGuard');
const draft = await import('@console/stores/channelDraft');
const { $channels } = await import('@console/stores/channels');

beforeAll(() => startI18n('en'));
beforeEach(() => {
  quietFrames();
  client.reset();
  draft.closeDraft();
  $channels.set(undefined);
  $question.set(undefined);
  history.replaceState(null, '', '/console/channels');
});

const inConsole = (ui: preact.ComponentChild) => mount(<Router base="/console">{ui}</Router>);

function type(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  act(() => {
    field.value = value;
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

const button = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLElement>('button, a')].find((each) => each.textContent?.trim() == text);

describe('the first channel', () => {
  it('with no channel yet, walks through name, colour, language and greeting, sends them, and shows the snippet', async () => {
    client.answer((call) => {
      if (call == 'channels') return { list: client.callNames().includes('addChannel') ? [summary('acme-shop')] : [] };
      if (call == 'addChannel') return edited('acme-shop', 1, { channelName: 'Acme shop' });
      return {};
    });
    const root = inConsole(<ChannelsPage />);
    await vi.waitFor(() => expect(root.querySelector('#walk-name')).not.toBeNull());
    expect(document.activeElement).toBe(root.querySelector('#walk-name'));
    type(root.querySelector('#walk-name')!, '  Acme shop ');
    type(root.querySelector('#walk-colour')!, '#AA0000');
    type(root.querySelector('#walk-language')!, 'zh');
    type(root.querySelector('#walk-greeting')!, 'Hello & welcome\n<b>Ask</b> away');
    act(() => void root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true })));
    await vi.waitFor(() => expect(root.querySelector('#walk-snippet')).not.toBeNull());
    expect(client.calls.find((entry) => entry.call == 'addChannel')!.body).toEqual({
      channelName: 'Acme shop',
      mainColor: '#aa0000',
      language: 'zh',
      robotWelcomeMsg: '<p>Hello &amp; welcome</p><p>&lt;b&gt;Ask&lt;/b&gt; away</p>',
    });
    expect(root.querySelector<HTMLTextAreaElement>('#walk-snippet')!.value).toBe(
      snippetOf(location.origin, 'acme-shop'),
    );
    expect(root.querySelector('h2')!.textContent).toBe('Acme shop is ready');
    expect(document.activeElement).toBe(root.querySelector('#walk-ready-heading'));
  });

  it('refuses an empty name and a colour that is not #rrggbb before sending anything; warns of low contrast', async () => {
    client.answer(() => ({ list: [] }));
    const root = inConsole(<ChannelsPage />);
    await vi.waitFor(() => expect(root.querySelector('#walk-name')).not.toBeNull());
    type(root.querySelector('#walk-colour')!, '#ffee00');
    expect(root.querySelector('#walk-colour-hint')!.textContent).toContain('hard to read');
    type(root.querySelector('#walk-colour')!, 'red');
    act(() => void root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true })));
    expect([...root.querySelectorAll('[role=alert]')].map((alert) => alert.textContent)).toEqual([
      'Required',
      'A colour written #rrggbb, such as #0958d9',
    ]);
    expect(client.callNames()).toEqual(['channels']);
  });
});

describe('the way to the first channel', () => {
  function Desk({ as }: { as: 'owner' | 'admin' | 'agent' }) {
    useFirstChannelWalk({ adminId: 1, role: as });
    return null;
  }

  it('an owner whose tenant has no channel is taken from the chats to the walk-through', async () => {
    history.replaceState(null, '', '/console/');
    client.answer(() => ({ list: [] }));
    inConsole(<Desk as="owner" />);
    await vi.waitFor(() => expect(location.pathname).toBe('/console/channels'));
  });

  it('a tenant with channels stays on the chats, and an agent never asks', async () => {
    history.replaceState(null, '', '/console/');
    client.answer(() => ({ list: [summary('web')] }));
    inConsole(<Desk as="admin" />);
    await vi.waitFor(() => expect(client.callNames()).toEqual(['channels']));
    await Promise.resolve();
    expect(location.pathname).toBe('/console/');
    inConsole(<Desk as="agent" />);
    expect(client.callNames()).toEqual(['channels']);
  });
});

describe('the list', () => {
  it('shows each channel; deleting asks first, naming it and saying its conversations stay readable', async () => {
    client.answer((call) =>
      call == 'channels'
        ? { list: [summary('web', { channelName: 'Web shop' }), summary('app', { disabled: true })] }
        : {},
    );
    const root = inConsole(<ChannelsPage />);
    await vi.waitFor(() => expect(root.querySelectorAll('.channel-item')).toHaveLength(2));
    const web = root.querySelector('[aria-label="Web shop"]')!;
    expect(web.querySelector('code')!.textContent).toBe('web');
    expect(root.querySelector('[aria-label="Channel app"] .pill--disabled')!.textContent).toBe('Disabled');
    click(button(web, 'Delete'));
    const question = $question.get()!;
    expect(question.title).toBe('Delete Web shop?');
    expect(question.text).toContain('conversations, messages and history stay readable');
    expect(client.callNames()).toEqual(['channels']);
    act(() => question.answer('delete'));
    await vi.waitFor(() => expect(client.callNames()).toEqual(['channels', 'deleteChannel', 'channels']));
    expect(client.calls[1]!.body).toEqual({ channelId: 'web' });
  });

  it('a dismissed question deletes nothing', async () => {
    client.answer((call) => (call == 'channels' ? { list: [summary('web')] } : {}));
    const root = inConsole(<ChannelsPage />);
    await vi.waitFor(() => expect(root.querySelector('.channel-item')).not.toBeNull());
    click(button(root, 'Delete'));
    act(() => $question.get()!.answer(undefined));
    await Promise.resolve();
    expect(client.callNames()).toEqual(['channels']);
  });
});

describe('the editor', () => {
  const openEditor = async (tab = 'texts') => {
    history.replaceState(null, '', `/console/channels/web/${tab}`);
    client.answer((call) => (call == 'channel' ? edited('web', 3) : tenantAnswer(call)));
    const root = inConsole(<ChannelsArea />);
    await vi.waitFor(() => expect(root.querySelector('.channel-tabs')).not.toBeNull());
    return root;
  };

  it('has a tab per section, then Install and History; the tab of the path shows, the others are hidden', async () => {
    const root = await openEditor('texts');
    expect([...root.querySelectorAll('.channel-tabs a')].map((tab) => tab.textContent)).toEqual([
      'Look',
      'Texts',
      'Routing',
      'Tools',
      'Menus',
      'Forms',
      'Rating',
      'Leave messages',
      'Language',
      'Security',
      'Install',
      'History',
    ]);
    expect(root.querySelector('.channel-tabs [aria-current=page]')!.textContent).toBe('Texts');
    const shown = [...root.querySelectorAll<HTMLElement>('[data-tab]')].filter((panel) => !panel.hidden);
    expect(shown.map((panel) => panel.dataset.tab)).toEqual(['texts']);
  });

  it('counts the problems; each selects its tab and focuses there', async () => {
    const root = await openEditor('texts');
    act(() => draft.updateDraft({ mainColor: 'blue' }));
    expect(root.querySelector('.channel-bar__problems summary')!.textContent).toBe('1 problem');
    const details = root.querySelector<HTMLDetailsElement>('.channel-bar__problems')!;
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    const link = root.querySelector<HTMLButtonElement>('.channel-bar__problems li button')!;
    expect(link.textContent).toContain('Look');
    click(link);
    expect(location.pathname).toBe('/console/channels/web/look');
    // Its field once the Look section draws it; until then the tab's heading.
    await vi.waitFor(() =>
      expect(document.activeElement!.closest('[data-tab]')?.getAttribute('data-tab')).toBe('look'),
    );
  });

  it('a new tab takes the focus to its heading, so a screen reader says where it is', async () => {
    const root = await openEditor('look');
    click(root.querySelector('.channel-tabs a[href="/console/channels/web/menus"]'));
    await vi.waitFor(() => expect(document.activeElement!.id).toBe('channel-tab-menus-heading'));
    expect(root.querySelector<HTMLElement>('[data-tab=menus]')!.hidden).toBe(false);
  });

  it('a save over a newer version says so and keeps the draft; "keep mine" saves over the newest', async () => {
    const root = await openEditor('look');
    act(() => draft.updateDraft({ robotName: 'Mine' }));
    let saves = 0;
    client.answer((call, body) => {
      if (call == 'saveChannel' && saves++ == 0) throw new ApiError(409, 'version: saved meanwhile');
      if (call == 'saveChannel') return edited('web', 6, body.settings as never);
      return call == 'channel' ? edited('web', 5, { robotName: 'Theirs' }) : tenantAnswer(call);
    });
    click(button(root, 'Save'));
    await vi.waitFor(() => expect(root.querySelector('.channel-bar__conflict')).not.toBeNull());
    expect(draft.$draft.get()!.robotName).toBe('Mine');
    click(button(root, 'Keep mine and save over'));
    await vi.waitFor(() => expect(root.querySelector('.channel-bar__conflict')).toBeNull());
    const save = client.calls.filter((entry) => entry.call == 'saveChannel')[1]!;
    expect(save.body.version).toBe(5);
    expect((save.body.settings as { robotName: string }).robotName).toBe('Mine');
    expect(root.querySelector('.channel-bar__state')!.textContent).toBe('Saved: new page loads show it');
  });

  it('with unsaved changes: another tab of the editor is no leaving; another page asks, and leaving discards', async () => {
    await openEditor('look');
    expect(mayLeave('/console/team')).toBe(true);
    act(() => draft.updateDraft({ robotName: 'Unsaved' }));
    expect(await mayLeave('/console/channels/web/texts')).toBe(true);
    const leaving = mayLeave('/console/team') as Promise<boolean>;
    const question = $question.get()!;
    expect(question.title).toBe('Leave without saving?');
    act(() => question.answer(undefined));
    expect(await leaving).toBe(false);
    expect(draft.$dirty.get()).toBe(true);
    const again = mayLeave('/console/team') as Promise<boolean>;
    act(() => $question.get()!.answer('leave'));
    expect(await again).toBe(true);
    expect(draft.$dirty.get()).toBe(false);
  });

  it('with unsaved changes the browser asks before the tab closes; without, it does not', async () => {
    await openEditor('look');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    act(() => draft.updateDraft({ robotName: 'Unsaved' }));
    expect(unload()).toBe(true);
  });
});
