// The Routing section: the receive mode, the groups with the tenant's accounts as their agents,
// and the working hours: a schedule edited day by day into the week the server reads, the end
// of a range before its start shown beside it, closed dates, and whether the draft is open now.
import { startI18n } from '@console/i18n';
import type { Account } from '@shared/api';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alerts, button, control, draft, expectNoRawKeys, mountSection, press, type } from './channelBasicsHarness';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { RoutingSection } = await import('@console/pages/channels/sections/RoutingSection');
const { $tenantAgents } = await import('@console/stores/channelBasicsAgents');

const account = (adminId: number, nick: string, disabled = false): Account => ({
  adminId,
  tenantId: 'demo',
  login: nick.toLowerCase(),
  role: 'agent',
  card: { adminNick: nick } as Account['card'],
  groupIds: [],
  maxSessions: 5,
  disabled,
  online: false,
});

beforeAll(() => startI18n('en'));
beforeEach(() => {
  client.reset();
  $tenantAgents.set(undefined);
  client.answer((call) =>
    call == 'accounts' ? { list: [account(2, 'Alice'), account(3, 'Bob'), account(4, 'Carol', true)] } : {},
  );
  // A Wednesday, 10:00 in UTC.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const openNow = (root: HTMLElement) => root.querySelector('.channel-open-now')!.textContent;

describe('receive mode', () => {
  it('each mode is a radio with its line; choosing one sets receiveMode', () => {
    const root = mountSection(RoutingSection);
    const radios = [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((radio) => radio.closest('label')!.querySelector('.channel-radio__label')!.textContent)).toEqual([
      'Robot',
      'Human first',
      'Robot guide',
      'Human only',
    ]);
    expect(radios[0]!.checked).toBe(true);
    press(radios[3]);
    expect(draft().receiveMode).toBe(3);
    expect(radios[3]!.checked).toBe(true);
  });

  it('the robot’s three offers each choose off, a button or automatic', () => {
    const root = mountSection(RoutingSection);
    const unknown = control<HTMLSelectElement>(root, 'When it does not know');
    expect([...unknown.options].map((option) => option.textContent)).toEqual([
      'Nothing',
      'A button to reach a person',
      'Call a person by itself',
    ]);
    act(() => {
      unknown.value = '2';
      unknown.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(draft().robotUnknownTransferUserMode).toBe(2);
  });
});

describe('groups', () => {
  it('lists the tenant’s accounts as each group’s agents, and a ticked one joins the group', async () => {
    const root = mountSection(RoutingSection, { groupList: [{ groupId: 4, groupName: 'Orders', adminIds: [2, 99] }] });
    await vi.waitFor(() => expect(root.textContent).toContain('Bob'));
    expect(client.calls).toEqual([{ call: 'accounts', body: { tenantId: 'demo' } }]);
    const agents = [...root.querySelectorAll('.channel-agent')];
    expect(agents.map((label) => label.textContent!.replace(/\s+/g, ' ').trim())).toEqual([
      'Alice (alice)',
      'Bob (bob)',
      'Carol (carol) · disabled',
      'Account 99 (no longer in this tenant)',
    ]);
    expect(agents.map((label) => label.querySelector('input')!.checked)).toEqual([true, false, false, true]);

    press(agents[1]!.querySelector('input'));
    expect(draft().groupList[0]!.adminIds).toEqual([2, 99, 3]);
    press(root.querySelectorAll('.channel-agent')[3]!.querySelector('input'));
    expect(draft().groupList[0]!.adminIds).toEqual([2, 3]);
  });

  it('a new group has groupId 0 and no agents, and moves up the list', async () => {
    const root = mountSection(RoutingSection, { groupList: [{ groupId: 4, groupName: 'Orders', adminIds: [2] }] });
    await vi.waitFor(() => expect(root.textContent).toContain('Alice'));
    press(button(root, 'Add a group'));
    expect(draft().groupList[1]).toEqual({ groupId: 0, groupName: 'Group 2', adminIds: [] });
    type(root.querySelector<HTMLInputElement>('#ch-groupList-1-groupName')!, 'Returns');
    press(button(root, 'Move up: Returns'));
    expect(draft().groupList.map((group) => group.groupName)).toEqual(['Returns', 'Orders']);
  });

  it('the group picker with no group shows the problem the save would answer', async () => {
    const root = mountSection(RoutingSection);
    press(control(root, 'Let visitors choose a group'));
    expect(draft().groupMode).toBe(1);
    expect(alerts(root)).toContain('the group picker needs at least one group');
  });
});

describe('working hours', () => {
  it('off is always open; on starts with Monday to Friday, nine to six, in the browser’s time zone listed first', () => {
    const root = mountSection(RoutingSection);
    expect(openNow(root)).toBe('Always open: no working hours are set.');
    press(control(root, 'Set working hours'));
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(draft().workingHours).toEqual({
      timeZone: browserZone,
      week: [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '18:00' })),
      closedDates: [],
    });
    expect(control<HTMLSelectElement>(root, 'Time zone').options[0]!.value).toBe(browserZone);
  });

  it('a schedule edited day by day is the week the server reads', () => {
    const root = mountSection(RoutingSection);
    press(control(root, 'Set working hours'));
    press(control(root, 'Open on Saturday'));
    type(control(root, 'Saturday: until'), '13:00');
    press(control(root, 'Open on Monday'));
    press(button(root, 'Add hours on Tuesday'));
    type(control(root, 'Friday: from'), '10:30');
    expect(draft().workingHours!.week).toEqual([
      { day: 2, start: '09:00', end: '18:00' },
      { day: 2, start: '18:00', end: '24:00' },
      { day: 3, start: '09:00', end: '18:00' },
      { day: 4, start: '09:00', end: '18:00' },
      { day: 5, start: '10:30', end: '18:00' },
      { day: 6, start: '09:00', end: '13:00' },
    ]);
    // Midnight is shown as 00:00, which a time field can hold.
    const tuesdayEnds = [...root.querySelectorAll<HTMLInputElement>('input[aria-label="Tuesday: until"]')];
    expect(tuesdayEnds.map((input) => input.value)).toEqual(['18:00', '00:00']);
    expect(control<HTMLInputElement>(root, 'Open on Monday').checked).toBe(false);
    expect(root.textContent).toContain('Closed all day');

    press(button(root, 'Remove Tuesday 18:00–24:00'));
    expect(draft().workingHours!.week.filter((open) => open.day == 2)).toHaveLength(1);
  });

  it('a range ending before it starts shows the problem beside it', () => {
    const root = mountSection(RoutingSection);
    press(control(root, 'Set working hours'));
    type(control(root, 'Wednesday: from'), '19:00');
    const range = control(root, 'Wednesday: until').closest('li')!;
    expect(range.querySelector('[role=alert]')!.textContent).toBe('the end must come after the start');
    expect(control(root, 'Wednesday: until').getAttribute('aria-invalid')).toBe('true');
  });

  it('closed dates are added once each, in order, and removed', () => {
    const root = mountSection(RoutingSection);
    press(control(root, 'Set working hours'));
    const date = control(root, 'Closed dates');
    for (const each of ['2026-12-25', '2026-01-01', '2026-12-25']) {
      type(date, each);
      press(button(root, 'Add'));
    }
    expect(draft().workingHours!.closedDates).toEqual(['2026-01-01', '2026-12-25']);
    expect([...root.querySelectorAll('.channel-dates__item time')].map((each) => each.textContent)).toEqual([
      'Thursday, January 1, 2026',
      'Friday, December 25, 2026',
    ]);
    press(button(root, 'Remove Thursday, January 1, 2026'));
    expect(draft().workingHours!.closedDates).toEqual(['2026-12-25']);
  });

  it('says whether the draft is open right now, in its own time zone, a closed date included', () => {
    const root = mountSection(RoutingSection, {
      workingHours: { timeZone: 'UTC', week: [{ day: 3, start: '09:00', end: '18:00' }], closedDates: [] },
    });
    expect(openNow(root)).toBe('Open right now. It is Wednesday 10:00 in UTC.');
    type(control(root, 'Closed dates'), '2026-03-04');
    press(button(root, 'Add'));
    expect(openNow(root)).toMatch(/^Closed right now\./);
    press(button(root, 'Remove Wednesday, March 4, 2026'));
    type(control(root, 'Wednesday: from'), '11:00');
    expect(openNow(root)).toMatch(/^Closed right now\./);
    const tokyo = control<HTMLSelectElement>(root, 'Time zone');
    act(() => {
      tokyo.value = 'Asia/Tokyo';
      tokyo.dispatchEvent(new Event('change', { bubbles: true }));
    });
    // 19:00 in Tokyo: after its hours.
    expect(openNow(root)).toBe('Closed right now. It is Wednesday 19:00 in Asia/Tokyo.');
  });

  it('turned off and on again, the hours come back as they were', () => {
    const root = mountSection(RoutingSection);
    press(control(root, 'Set working hours'));
    press(control(root, 'Open on Sunday'));
    const edited = draft().workingHours;
    press(control(root, 'Set working hours'));
    expect(draft().workingHours).toBeNull();
    press(control(root, 'Set working hours'));
    expect(draft().workingHours).toEqual(edited);
  });
});

it('every text of Routing resolves, in English and in Chinese', async () => {
  for (const language of ['en', 'zh']) {
    await act(() => startI18n(language));
    const root = mountSection(RoutingSection, {
      workingHours: { timeZone: 'UTC', week: [{ day: 3, start: '09:00', end: '18:00' }], closedDates: ['2026-05-01'] },
      groupList: [{ groupId: 1, groupName: 'Sales', adminIds: [] }],
    });
    await vi.waitFor(() => expect(root.textContent).toContain('Alice'));
    expectNoRawKeys(root);
  }
  await act(() => startI18n('en'));
});
