// The Channels page's store: the tenant's list, and each action on a channel sent as the admin
// API's contract says, then the list loaded again; a rename is a save of the newest settings with
// the new name, over their version.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { edited, summary } from './channelsFixtures';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const store = await import('@console/stores/channels');
const auth = await import('@console/stores/auth');
const shown = await import('@console/stores/shownTenant');

const LIST = [summary('web'), summary('shop', { disabled: true })];

beforeEach(() => {
  client.reset();
  auth.$me.set({ token: 't1', adminId: 1, card: {} as never, tenantId: 'demo', role: 'admin', online: true });
  store.$channels.set(undefined);
  client.answer((call, body) => {
    if (call == 'channels') return { list: LIST };
    if (call == 'channel') return edited(String(body.channelId), 7, { robotName: 'Ada' });
    if (call == 'addChannel') return edited('acme');
    if (call == 'duplicateChannel') return edited('web-2');
    return {};
  });
});

const sent = () => client.calls.map((entry) => [entry.call, entry.body]);

describe('the channels store', () => {
  it("an owner sees the tenant they pick (Team's pick too): the list and a new channel name it; a late answer for another is dropped", async () => {
    auth.$me.set({ token: 't2', adminId: 9, card: {} as never, tenantId: 'main', role: 'owner', online: true });
    await store.loadChannels();
    expect(sent()).toEqual([['channels', { tenantId: 'main' }]]);
    client.reset();
    let release = () => {};
    client.answer((call) => {
      if (call == 'channels')
        return new Promise((resolve) => {
          release = () => resolve({ list: [summary('old')] });
        });
      return edited('acme');
    });
    store.$channels.set(undefined);
    const late = store.loadChannels();
    shown.$shownTenant.set('demo');
    release();
    await late;
    expect(store.$channels.get()).toBeUndefined();
    client.reset();
    client.answer((call) => (call == 'channels' ? { list: LIST } : edited('acme')));
    await store.chooseTenant('demo');
    await store.addChannel({ channelName: 'Acme' });
    expect(sent()).toEqual([
      ['channels', { tenantId: 'demo' }],
      ['addChannel', { tenantId: 'demo', channelName: 'Acme' }],
      ['channels', { tenantId: 'demo' }],
    ]);
    expect(store.$channels.get()).toEqual(LIST);
    // Another person signing in sees their own tenant again.
    auth.$me.set({ token: 't3', adminId: 5, card: {} as never, tenantId: 'demo', role: 'admin', online: true });
    expect(shown.$shownTenant.get()).toBeUndefined();
  });

  it("loads the caller's tenant's channels, disabled ones too", async () => {
    await store.loadChannels();
    expect(sent()).toEqual([['channels', {}]]);
    expect(store.$channels.get()).toEqual(LIST);
  });

  it('a new channel is sent with its answers, then the list is loaded again', async () => {
    const added = await store.addChannel({ channelName: 'Acme', mainColor: '#aa0000' });
    expect(added.channel.channelId).toBe('acme');
    expect(sent()).toEqual([
      ['addChannel', { channelName: 'Acme', mainColor: '#aa0000' }],
      ['channels', {}],
    ]);
  });

  it('duplicate, disable, enable and delete name the channel and load the list again', async () => {
    expect((await store.duplicateChannel('web', 'Web (copy)')).channel.channelId).toBe('web-2');
    await store.setChannelDisabled('web', true);
    await store.setChannelDisabled('shop', false);
    await store.deleteChannel('web');
    expect(sent()).toEqual([
      ['duplicateChannel', { channelId: 'web', channelName: 'Web (copy)' }],
      ['channels', {}],
      ['setChannelDisabled', { channelId: 'web', disabled: true }],
      ['channels', {}],
      ['setChannelDisabled', { channelId: 'shop', disabled: false }],
      ['channels', {}],
      ['deleteChannel', { channelId: 'web' }],
      ['channels', {}],
    ]);
  });

  it('a rename saves the newest settings with the new name over their version, nothing else changed', async () => {
    await store.renameChannel('web', 'Web shop');
    const [load, save, reload] = client.calls;
    expect(load).toEqual({ call: 'channel', body: { channelId: 'web' } });
    expect(save!.call).toBe('saveChannel');
    const { settings: before } = edited('web', 7, { robotName: 'Ada' });
    expect(save!.body).toEqual({ channelId: 'web', version: 7, settings: { ...before, channelName: 'Web shop' } });
    expect(reload!.call).toBe('channels');
  });

  it('a failed action leaves the list as it was and says why', async () => {
    await store.loadChannels();
    client.answer(() => {
      throw new Error('forbidden');
    });
    await expect(store.deleteChannel('web')).rejects.toThrow('forbidden');
    expect(store.$channels.get()).toEqual(LIST);
  });

  it('another person signing in in this tab starts afresh', async () => {
    await store.loadChannels();
    auth.$me.set({ token: 't2', adminId: 2, card: {} as never, tenantId: 'acme', role: 'owner', online: true });
    expect(store.$channels.get()).toBeUndefined();
  });
});
