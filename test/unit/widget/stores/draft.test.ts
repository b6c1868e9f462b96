// The composer's draft outlives a reload in the tab (a deploy's reload too), one per channel,
// and is gone once sent (emptied).
import { readItem } from '@shared/expiringStorage';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'chat-online:draft:demo';

async function freshDraft(search: string) {
  window.history.replaceState(null, '', '/chat_online/index' + search);
  vi.resetModules();
  return (await import('@widget/stores/draft')).$draft;
}

describe('the draft', () => {
  beforeEach(() => sessionStorage.clear());

  it("is kept in the tab as it is typed and found again by the reloaded page, the same channel's", async () => {
    const typing = await freshDraft('?channelId=demo&from=iframe');
    typing.set('my order 1042 came with a crack in the');
    expect(readItem(sessionStorage.getItem(KEY), Date.now())).toBe('my order 1042 came with a crack in the');
    expect((await freshDraft('?channelId=demo&from=iframe')).get()).toBe('my order 1042 came with a crack in the');
    expect((await freshDraft('?channelId=demo-zh&from=iframe')).get()).toBe('');
  });

  it('an emptied draft (sent, or cleared) leaves nothing behind', async () => {
    const draft = await freshDraft('?channelId=demo');
    draft.set('hello');
    draft.set('');
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect((await freshDraft('?channelId=demo')).get()).toBe('');
  });
});
