// An account's groups on the Team page: chosen from the tenant's groups (the admin `groups` call)
// as checkboxes, sent as groupIds with a new account or as a change of an existing one.
import { startI18n } from '@console/i18n';
import type { Account } from '@shared/api';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, mount } from '../widget/messages/renderMessage';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { AddAccountForm } = await import('@console/pages/team/AddAccountForm');
const { AccountItem } = await import('@console/pages/team/AccountItem');
const team = await import('@console/stores/team');
const auth = await import('@console/stores/auth');

const GROUPS = [
  { groupId: 3, groupName: 'Sales', channelIds: ['web'] },
  { groupId: 8, groupName: 'Support', channelIds: ['web', 'app'] },
];
const ME = { token: 't1', adminId: 1, card: {} as never, tenantId: 'demo', role: 'admin' as const, online: true };
const account = (groupIds: number[]): Account => ({
  adminId: 2,
  tenantId: 'demo',
  login: 'ben',
  role: 'agent',
  card: { adminNick: 'Ben' } as Account['card'],
  groupIds,
  maxSessions: 5,
  disabled: false,
  online: true,
});

beforeAll(() => startI18n('en'));
beforeEach(() => {
  client.reset();
  auth.$me.set(ME);
  team.$groups.set(GROUPS);
  client.answer((call) => {
    if (call == 'groups') return { list: GROUPS };
    if (call == 'accounts') return { list: [] };
    if (call == 'addAccount') return { account: account([8]), passwordLink: { link: 'x', expiresAt: 1 } };
    return {};
  });
});

const checkbox = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('label')]
    .find((label) => label.textContent?.trim().startsWith(name))!
    .querySelector('input')!;

function type(input: HTMLInputElement, value: string) {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe("an account's groups", () => {
  it('the groups call asks for the tenant shown', async () => {
    await team.loadGroups();
    expect(client.calls).toEqual([{ call: 'groups', body: {} }]);
    expect(team.$groups.get()).toEqual(GROUPS);
  });

  it('a new account is sent with the groups checked', async () => {
    const onAdded = vi.fn();
    const root = mount(<AddAccountForm roles={['admin', 'agent']} onAdded={onAdded} onCancel={vi.fn()} />);
    expect(root.querySelector('.group-choice legend')!.textContent).toBe('Groups');
    type(root.querySelector('#account-login')!, 'ben');
    type(root.querySelector('#account-name')!, 'Ben');
    click(checkbox(root, 'Support'));
    act(() => void root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true })));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(client.calls[0]).toEqual({
      call: 'addAccount',
      body: { login: 'ben', role: 'agent', card: { adminNick: 'Ben' }, groupIds: [8] },
    });
  });

  it('an account shows its groups; changing them sends the new set and loads the list again', async () => {
    const root = mount(
      <ul>
        <AccountItem account={account([3])} me={ME} />
      </ul>,
    );
    expect([...root.querySelectorAll('.pill--group')].map((pill) => pill.textContent)).toEqual(['Sales']);
    click(root.querySelector('button[aria-label="Groups of Ben"]'));
    expect(checkbox(root, 'Sales').checked).toBe(true);
    click(checkbox(root, 'Sales'));
    click(checkbox(root, 'Support'));
    click([...root.querySelectorAll('button')].find((button) => button.textContent == 'Save groups'));
    await vi.waitFor(() => expect(client.callNames()).toEqual(['updateAccount', 'accounts']));
    expect(client.calls[0]!.body).toEqual({ adminId: 2, groupIds: [8] });
  });
});
