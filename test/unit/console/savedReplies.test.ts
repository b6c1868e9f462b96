// The console's saved-reply store: loaded once however many ask, loaded again after each
// change made here, tried again after a failed load, forgotten at sign-out.

import type { SavedReply } from '@shared/api';
import { ApiError } from '@shared/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const store = await import('@console/stores/savedReplies');
const auth = await import('@console/stores/auth');

const reply = (id: number, shortcut: string): SavedReply => ({
  id,
  shortcut,
  title: '',
  text: `text of ${shortcut}`,
  updatedAt: id,
});
let list: SavedReply[];
const listCalls = () => client.callNames().filter((call) => call == 'savedReplies').length;

beforeEach(async () => {
  client.reset();
  list = [reply(1, 'greeting'), reply(2, 'shipping')];
  client.answer((call, body) => {
    if (call == 'savedReplies') return { list };
    if (call == 'saveReply') {
      const saved = { ...reply(body.id ? Number(body.id) : 3, String(body.shortcut)), text: String(body.text) };
      list = [...list.filter((each) => each.id != saved.id), saved];
      return saved;
    }
    if (call == 'deleteReply') {
      list = list.filter((each) => each.id != body.id);
      return { deleted: body.id };
    }
    return {};
  });
  // Signed out and in again: every test starts with nothing loaded.
  auth.$me.set(null);
  auth.$me.set({ token: 't', adminId: 101, card: {} as never, tenantId: 'demo', role: 'agent', online: false });
});

describe('saved replies in the console', () => {
  it('is not loaded until asked for; loaded once, however many ask', async () => {
    expect(store.$savedReplies.get()).toBeUndefined();
    await Promise.all([store.loadSavedReplies(), store.loadSavedReplies()]);
    await store.loadSavedReplies();
    expect(listCalls()).toBe(1);
    expect(store.$savedReplies.get()!.map((each) => each.shortcut)).toEqual(['greeting', 'shipping']);
  });

  it('a new reply and a change are sent as given, and the list is loaded again', async () => {
    await store.loadSavedReplies();
    const saved = await store.saveReply({ shortcut: 'refund', title: 'Refund', text: 'Within 5 days.' });
    expect(saved).toMatchObject({ id: 3, shortcut: 'refund' });
    await store.saveReply({ id: 2, shortcut: 'shipping', text: 'Same day.' });
    expect(client.calls.filter((entry) => entry.call == 'saveReply').map((entry) => entry.body)).toEqual([
      { shortcut: 'refund', title: 'Refund', text: 'Within 5 days.' },
      { id: 2, shortcut: 'shipping', text: 'Same day.' },
    ]);
    expect(listCalls()).toBe(3);
    expect(store.$savedReplies.get()!.find((each) => each.id == 2)!.text).toBe('Same day.');
    expect(store.$savedReplies.get()!.map((each) => each.id)).toContain(3);
  });

  it('a delete is sent by id and the list is loaded again', async () => {
    await store.loadSavedReplies();
    await store.deleteReply(1);
    expect(client.calls.find((entry) => entry.call == 'deleteReply')!.body).toEqual({ id: 1 });
    expect(store.$savedReplies.get()!.map((each) => each.id)).toEqual([2]);
  });

  it("a refused save is thrown as the server's error, naming the field, and the list stays as it was", async () => {
    await store.loadSavedReplies();
    client.answer((call) => {
      if (call == 'saveReply') throw new ApiError(400, 'shortcut: is already used by another saved reply');
      return { list };
    });
    await expect(store.saveReply({ shortcut: 'shipping', text: 'x' })).rejects.toMatchObject({
      code: 400,
      message: 'shortcut: is already used by another saved reply',
    });
    expect(store.$savedReplies.get()!.map((each) => each.id)).toEqual([1, 2]);
  });

  it('a failed load is tried again the next time it is asked for', async () => {
    client.answer(() => {
      throw new TypeError('fetch failed');
    });
    await expect(store.loadSavedReplies()).rejects.toThrow('fetch failed');
    client.answer(() => ({ list }));
    await store.loadSavedReplies();
    expect(store.$savedReplies.get()).toHaveLength(2);
  });

  it('sign-out forgets them: the next agent (maybe of another team) loads their own', async () => {
    await store.loadSavedReplies();
    auth.$me.set(null);
    expect(store.$savedReplies.get()).toBeUndefined();
    list = [reply(9, 'acme')];
    auth.$me.set({ token: 'u', adminId: 901, card: {} as never, tenantId: 'acme', role: 'agent', online: false });
    await store.loadSavedReplies();
    expect(store.$savedReplies.get()!.map((each) => each.shortcut)).toEqual(['acme']);
  });

  it('going online or offline (the same agent) keeps them', async () => {
    await store.loadSavedReplies();
    auth.$me.set({ ...auth.$me.get()!, online: true });
    expect(store.$savedReplies.get()).toHaveLength(2);
    await store.loadSavedReplies();
    expect(listCalls()).toBe(1);
  });
});
