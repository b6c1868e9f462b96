// The agent's half of a call (docs/console.md) in Chromium with fake media, the visitor over the API:
// the agent calls from the conversation's bar (the panel says "Calling …", the preview is the
// fake camera, the buttons are off), hangs up, and the conversation says the call was
// cancelled; the visitor's request rings in the panel whichever conversation is open, a
// decline and a call the visitor ends leave their notices.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { endChat, goAway, openConsole } from './consoleHelpers';
import { useDemo } from './demo';
import { newVisitor } from './demoApi';

const { state } = useDemo();

const VOICE = 1;

/** A visitor with a name, handed to the only online agent, who says something. */
async function visitorTalksToAgent(userName: string) {
  const visitor = await newVisitor(state, 'demo', { userName });
  expect((await visitor.call<{ status: number }>('transferAgent', { groupId: 1 })).status).toBe(2);
  await visitor.call('sendMsg', { clientId: userName, msgType: 1, msgContent: 'Can we talk?' });
  return visitor;
}

const panel = (agent: Page, name: 'Video call' | 'Voice call') =>
  agent.locator('.call-dock').getByRole('region', { name });

describe('the console call', () => {
  it('the agent calls and hangs up: "Calling …" with the preview, the buttons off meanwhile, then "The call was cancelled"', async () => {
    const { context, agent } = await openConsole(state);
    const errors: string[] = [];
    agent.on('pageerror', (error) => errors.push(error.message));
    await visitorTalksToAgent('Cy Young');
    await agent.getByRole('button', { name: /Cy Young/ }).click();
    await agent.locator('.cmsgs').getByText('Can we talk?').waitFor();

    await agent.getByRole('button', { name: 'Video call' }).click();
    const call = panel(agent, 'Video call');
    await call.getByRole('status').getByText('Calling Cy Young…').waitFor();
    // The fake camera plays in the preview.
    await expect
      .poll(() =>
        call
          .locator('video.call-video--local')
          .evaluate(
            (video: HTMLVideoElement) => (video.srcObject as MediaStream | null)?.getVideoTracks()[0]?.readyState,
          ),
      )
      .toBe('live');
    expect(await agent.locator('.desk__chat-bar').getByRole('button', { name: 'Voice call' }).isDisabled()).toBe(true);
    expect(await agent.locator('.desk__chat-bar').getByRole('button', { name: 'Video call' }).isDisabled()).toBe(true);

    await call.getByRole('button', { name: 'Hang up' }).click();
    await call.waitFor({ state: 'detached' });
    await agent.locator('.cmsgs').getByText('The call was cancelled').waitFor();
    expect(await agent.locator('.desk__chat-bar').getByRole('button', { name: 'Video call' }).isDisabled()).toBe(false);
    expect(errors).toEqual([]);

    await endChat(agent);
    await goAway(agent);
    await context.close();
  });

  it("the visitor's request rings whichever conversation is open: declined, then accepted and ended by the visitor, each with its notice", async () => {
    const { context, agent } = await openConsole(state);
    const errors: string[] = [];
    agent.on('pageerror', (error) => errors.push(error.message));
    const dee = await visitorTalksToAgent('Dee Ray');
    await visitorTalksToAgent('Eve Lin');
    await agent.getByRole('button', { name: /Eve Lin/ }).click();
    await agent.locator('.desk__chat-bar', { hasText: 'Eve Lin' }).waitFor();

    // Dee asks while Eve's conversation is open.
    await agent.locator('.desk__composer textarea').focus();
    await dee.call('userVideoInvitation', { videoType: VOICE });
    const ring = panel(agent, 'Voice call');
    await ring.getByRole('status').getByText('Dee Ray is calling you (voice)').waitFor();
    // The ring leaves the reply being written alone: a key meant for it never answers the call.
    expect(await agent.evaluate(() => document.activeElement?.matches('.desk__composer textarea'))).toBe(true);
    await ring.getByRole('button', { name: 'Decline' }).click();
    await ring.waitFor({ state: 'detached' });
    await agent.getByRole('button', { name: /Dee Ray/ }).click();
    await agent.locator('.cmsgs').getByText('The call was declined').waitFor();

    // Asked again, accepted: the call starts (its notice), then Dee hangs up.
    const { callId } = await dee.call<{ callId: number }>('userVideoInvitation', { videoType: VOICE });
    await ring.getByRole('button', { name: 'Accept' }).click();
    await ring.getByRole('status').getByText('Connecting…').waitFor();
    await agent.locator('.cmsgs').getByText('Voice call started').waitFor();
    await dee.call('callSignal', { callId, signal: { kind: 'hangUp', reason: 'hangup' } });
    await ring.waitFor({ state: 'detached' });
    await agent
      .locator('.cmsgs')
      .getByText(/^Call ended, duration \d+:\d\d$/)
      .waitFor();

    await endChat(agent);
    await agent.getByRole('button', { name: /Eve Lin/ }).click();
    await endChat(agent);
    expect(errors).toEqual([]);
    await goAway(agent);
    await context.close();
  });
});
