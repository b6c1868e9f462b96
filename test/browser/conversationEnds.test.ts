// When a conversation ends, its agent is told (docs/console.md): the visitor ending it, or
// the sweep ending one whose visitor is gone, shows in the open conversation and on its row,
// which stays in Mine marked ended until the agent has looked; it is in Closed, where the
// search finds it, even when the visitor never wrote.
import { describe, expect, it } from 'vitest';
import { goAway, openConsole } from './consoleHelpers';
import { DESKTOP, useDemo } from './demo';
import { newVisitor } from './demoApi';

/** The server's clock, moved forward by the test. */
let ahead = 0;
const { state } = useDemo({ now: () => Date.now() + ahead });

describe('a conversation that ends', () => {
  it('ended by the visitor, or by the sweep when the visitor is gone: the agent is told in the view and the row, and it is in Closed, found by search', async () => {
    const { context, agent } = await openConsole(state, 'alice', DESKTOP);
    const eve = await newVisitor(state, 'demo', { userName: 'Eve Stone' });
    const finn = await newVisitor(state, 'demo', { userName: 'Finn Hale' });
    for (const visitor of [eve, finn])
      expect((await visitor.call<{ status: number }>('transferAgent', { groupId: 1 })).status).toBe(2);
    await eve.call('sendMsg', { clientId: 'eve-1', msgType: 1, msgContent: 'Is the parcel insured?' });
    const row = (name: string) => agent.locator('.inbox__open', { hasText: name });
    await row('Eve Stone').click();
    await agent.locator('.cmsgs').getByText('Is the parcel insured?').waitFor();
    await row('Finn Hale').waitFor();

    // Eve ends it herself: the open conversation says so, and so does her row, still in Mine.
    await eve.call('chatClose');
    await agent
      .locator('.desk__readonly', { hasText: 'This conversation has ended.' })
      .getByText('The visitor left.')
      .waitFor();
    expect(await agent.locator('.desk__composer').count()).toBe(0);
    await row('Eve Stone').locator('.inbox__ended', { hasText: 'Ended' }).waitFor();
    expect(await agent.getByRole('tab', { name: /Mine/ }).getAttribute('aria-selected')).toBe('true');

    // Finn is gone (he stopped polling): the sweep ends his conversation, and his row says so.
    // Longer than any channel's abandonment time (conversation/timeouts.ts, abandonedAfterMs).
    ahead += 6 * 3_600_000;
    await row('Finn Hale').locator('.inbox__ended', { hasText: 'Ended' }).waitFor({ timeout: 20_000 });
    expect(await row('Eve Stone').count()).toBe(1);
    if (process.env.CONSOLE_SHOTS)
      await agent.screenshot({ path: `${process.env.CONSOLE_SHOTS}/inbox-ended-mine.png` });

    // Having looked, the ended rows leave Mine; both are in Closed, and the search finds them there.
    await row('Finn Hale').click();
    await agent.locator('.desk__readonly').getByText('The visitor left.').waitFor();
    await expect.poll(() => row('Eve Stone').count()).toBe(0);
    await agent.getByRole('tab', { name: 'Closed' }).click();
    await row('Eve Stone').locator('.inbox__ended').waitFor();
    await row('Finn Hale').locator('.inbox__ended').waitFor();
    await agent.getByRole('searchbox').fill('Finn Hale');
    await expect.poll(() => agent.locator('.inbox__open .inbox__name').allTextContents()).toEqual(['Finn Hale']);
    if (process.env.CONSOLE_SHOTS) {
      await agent.getByRole('searchbox').fill('');
      await row('Eve Stone').click();
      await agent.screenshot({ path: `${process.env.CONSOLE_SHOTS}/inbox-ended-closed.png` });
    }

    await goAway(agent);
    await context.close();
  });
});
