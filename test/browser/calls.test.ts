// Calls (docs/widget.md#calls) from the visitor's side, in Chromium with its fake camera and microphone:
// the agent rings through the agent API; the visitor declines, or asks for a call from the
// footer and the agent turns it down. What each leaves in the chat is the server's notice.

import { CALL_RING_MS } from '@shared/constants';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bytesReceived, watchPeers } from './callMedia';
import { endChat, openConsole } from './consoleHelpers';
import { PHONE, useDemo } from './demo';
import { onlineAgent } from './demoApi';
import { screenshot } from './screenshot';
import { askForAlice, openChat, transferToAlice } from './widgetFrame';

/** The server's clock runs this far ahead: a ring can run out without a 30 s wait. */
let skew = 0;
const { state, openPage } = useDemo({ now: () => Date.now() + skew });

async function visitorWithAlice() {
  const alice = await onlineAgent(state, 'alice');
  const opened = await openPage('/');
  const frame = await openChat(opened.page);
  const sessionId = await transferToAlice(frame, alice);
  return { ...opened, frame, alice, sessionId };
}

const callPanel = (frame: Frame) => frame.getByRole('region', { name: /call$/ });

describe('calls, the visitor side', () => {
  it('the agent rings: the panel says who calls; Decline ends it and both sides read "The call was declined"', async () => {
    const { page, frame, alice, sessionId, context, problems } = await visitorWithAlice();
    const { callId } = await alice.call<{ callId: number }>('video', { sessionId, videoType: 2 });
    const panel = callPanel(frame);
    await panel.getByText('Alice is calling you (video)').waitFor();
    await screenshot(page, 'call-ring-desktop');
    await panel.getByRole('button', { name: 'Decline' }).click();
    await panel.waitFor({ state: 'detached' });
    await frame.getByText('The call was declined').waitFor();
    const feed = await alice.call<{ events: { kind: string; data: { callId: number; signal: { kind: string } } }[] }>(
      'events',
      { lastEventId: 0 },
    );
    expect(
      feed.events.filter((event) => event.kind == 'call').map((event) => [event.data.callId, event.data.signal.kind]),
    ).toContainEqual([callId, 'decline']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the visitor asks for a voice call from the footer: "Calling Alice…" with the microphone open; the agent declines', async () => {
    const { frame, alice, context, problems } = await visitorWithAlice();
    await frame.getByRole('button', { name: 'Voice call' }).click();
    const panel = callPanel(frame);
    await panel.getByText('Calling Alice…').waitFor();
    await panel.getByRole('button', { name: 'Mute' }).waitFor();
    // The footer cannot ask for a second call meanwhile.
    await expect.poll(() => frame.getByRole('button', { name: 'Video call' }).isDisabled()).toBe(true);
    const feed = await alice.call<{ events: { kind: string; data: { callId: number; videoType: number } }[] }>(
      'events',
      { lastEventId: 0 },
    );
    const invitation = feed.events.find((event) => event.kind == 'videoInvitation')!;
    expect(invitation.data.videoType).toBe(1);
    await alice.call('callSignal', { callId: invitation.data.callId, signal: { kind: 'decline' } });
    await panel.waitFor({ state: 'detached' });
    await frame.getByText('The call was declined').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the visitor refuses the camera and microphone: the call ends for both with "permission denied"', async () => {
    const alice = await onlineAgent(state, 'alice');
    const { page, context, problems } = await openPage('/');
    // The browser's own "Block" answer, as the page sees it.
    await context.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    const frame = await openChat(page);
    const sessionId = await transferToAlice(frame, alice);
    await alice.call('video', { sessionId, videoType: 2 });
    const panel = callPanel(frame);
    await panel.getByRole('button', { name: 'Accept' }).click();
    await panel.waitFor({ state: 'detached' });
    await frame.getByText('The call could not use the camera or microphone: permission denied').waitFor();
    const { messages } = await alice.call<{ messages: { msgContent: string }[] }>('conversation', { sessionId });
    expect(messages.map((message) => message.msgContent)).toContain(
      'The call could not use the camera or microphone: permission denied',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('nobody answers: after 30 s of ringing the panel goes and both read "The call was not answered"', async () => {
    const { frame, alice, sessionId, context, problems } = await visitorWithAlice();
    await alice.call('video', { sessionId, videoType: 1 });
    const panel = callPanel(frame);
    await panel.getByText('Alice is calling you (voice)').waitFor();
    skew += CALL_RING_MS + 1000;
    await panel.waitFor({ state: 'detached', timeout: 15_000 });
    await frame.getByText('The call was not answered').waitFor();
    const { messages } = await alice.call<{ messages: { msgContent: string }[] }>('conversation', { sessionId });
    expect(messages.map((message) => message.msgContent)).toContain('The call was not answered');
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** Rising: more bytes a moment later than now, so media flows rather than having flowed. */
async function expectFlowing(where: Page | Frame, kind?: 'audio' | 'video') {
  await expect.poll(() => bytesReceived(where, kind), { timeout: 15_000 }).toBeGreaterThan(0);
  const before = await bytesReceived(where, kind);
  await expect.poll(() => bytesReceived(where, kind), { timeout: 10_000 }).toBeGreaterThan(before);
}

/** Alice at the console and a visitor on the demo shop handed to her, both watching their peer connections. */
async function visitorAndAgent(visitorOptions?: Parameters<typeof openPage>[1]) {
  const { context: agentContext, agent } = await openConsole(state, 'alice', {}, watchPeers);
  // The account page tells the widget who the visitor is: Ada Lovelace.
  const visitor = await openPage('/account', visitorOptions);
  await watchPeers(visitor.context);
  const frame = await openChat(visitor.page);
  await askForAlice(frame);
  await agent
    .getByRole('button', { name: /Ada Lovelace/ })
    .first()
    .click();
  await agent.locator('.desk__chat-bar').getByRole('button', { name: 'Video call' }).waitFor();
  const close = async () => {
    await endChat(agent).catch(() => undefined);
    await agentContext.close();
    await visitor.context.close();
  };
  return { agent, frame, visitor, close };
}

const dock = (agent: Page) => agent.locator('.call-dock').getByRole('region');

describe('calls, both sides over WebRTC', () => {
  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 1920, height: 1080 },
  ])
    it(`during a video call on a ${viewport.width}×${viewport.height} desktop, the conversation stays readable below the video`, async () => {
      const { agent, frame, close } = await visitorAndAgent({ viewport });
      await agent.locator('.desk__chat-bar').getByRole('button', { name: 'Video call' }).click();
      const visitorPanel = callPanel(frame);
      await visitorPanel.getByRole('button', { name: 'Accept' }).click();
      await visitorPanel.and(frame.locator('[data-phase="connected"]')).waitFor({ timeout: 15_000 });
      await expect
        .poll(() =>
          visitorPanel.locator('video.call-video--remote').evaluate((video: HTMLVideoElement) => video.videoWidth),
        )
        .toBeGreaterThan(0);
      // A few messages' room: the list had 20 px left.
      const list = await frame.locator('.message-list').boundingBox();
      expect(list!.height, 'the message list’s height during the call').toBeGreaterThanOrEqual(150);
      // The video is still a picture one can see, not a stamp.
      expect((await visitorPanel.locator('.call-panel__stage').boundingBox())!.height).toBeGreaterThanOrEqual(120);
      await visitorPanel.getByRole('button', { name: 'Hang up' }).click();
      await close();
    });

  it('the agent video-calls, the visitor accepts: media flows both ways; audio only, mute and a screen share after its tips; the visitor hangs up', async () => {
    const { agent, frame, visitor, close } = await visitorAndAgent();
    await agent.locator('.desk__chat-bar').getByRole('button', { name: 'Video call' }).click();
    const agentPanel = dock(agent);
    const visitorPanel = callPanel(frame);
    await visitorPanel.getByRole('button', { name: 'Accept' }).click();
    await agentPanel.and(agent.locator('[data-phase="connected"]')).waitFor({ timeout: 15_000 });
    await visitorPanel.and(frame.locator('[data-phase="connected"]')).waitFor({ timeout: 15_000 });
    await expectFlowing(agent, 'video');
    await expectFlowing(frame, 'video');
    await expectFlowing(agent, 'audio');
    await expectFlowing(frame, 'audio');
    // Each sees the other's camera in their panel, the timer running.
    await expect
      .poll(() =>
        visitorPanel.locator('video.call-video--remote').evaluate((video: HTMLVideoElement) => video.videoWidth),
      )
      .toBeGreaterThan(0);
    await expect
      .poll(() =>
        agentPanel.locator('video.call-video--remote').evaluate((video: HTMLVideoElement) => video.videoWidth),
      )
      .toBeGreaterThan(0);
    await visitorPanel
      .getByRole('status')
      .getByText(/^0:\d\d/)
      .waitFor();
    await screenshot(visitor.page, 'call-video-desktop');
    await screenshot(agent, 'call-console');

    // The visitor mutes: the agent reads it. Then audio only: the agent sees the visitor's avatar, sound still flows.
    await visitorPanel.getByRole('button', { name: 'Mute' }).click();
    await agentPanel
      .getByRole('status')
      .getByText(/muted the microphone/)
      .waitFor();
    await visitorPanel.getByRole('button', { name: 'Unmute' }).click();
    await visitorPanel.getByRole('button', { name: 'Audio only' }).click();
    await agentPanel.locator('video.call-video--remote[hidden]').waitFor({ state: 'attached' });
    await agentPanel.locator('.call-peer').waitFor();
    expect(await visitorPanel.getByRole('button', { name: 'Camera off' }).count()).toBe(0);
    await expectFlowing(agent, 'audio');

    // The agent asks to see the screen: the visitor reads the tips first, then shares.
    await agentPanel.getByRole('button', { name: 'Ask to share screen' }).click();
    const tips = frame.getByRole('dialog', { name: 'Share your screen?' });
    await tips.getByText(/only what you pick is shown/).waitFor();
    await tips.getByRole('button', { name: 'Choose what to share' }).click();
    await visitorPanel
      .getByRole('status')
      .getByText(/You are sharing your screen/)
      .waitFor();
    await agentPanel
      .getByRole('status')
      .getByText(/is sharing their screen/)
      .waitFor();
    await expect
      .poll(
        () =>
          agentPanel
            .locator('video.call-video--remote')
            .evaluate((video: HTMLVideoElement) => !video.hidden && video.videoWidth > 0),
        { timeout: 15_000 },
      )
      .toBe(true);
    await agentPanel.getByRole('button', { name: 'Stop sharing' }).click();
    await visitorPanel
      .getByRole('status')
      .getByText(/You are sharing your screen/)
      .waitFor({ state: 'detached' });

    await visitorPanel.getByRole('button', { name: 'Hang up' }).click();
    await visitorPanel.waitFor({ state: 'detached' });
    await agentPanel.waitFor({ state: 'detached' });
    await frame.getByText('Video call started').waitFor();
    await frame.getByText(/^Call ended, duration \d+:\d\d$/).waitFor();
    await agent
      .locator('.cmsgs')
      .getByText(/^Call ended, duration \d+:\d\d$/)
      .waitFor();
    expect(visitor.problems).toEqual([]);
    await close();
  });

  it('the visitor asks for a video call, the agent accepts in the dock; the agent hangs up', async () => {
    const { agent, frame, visitor, close } = await visitorAndAgent();
    await frame.getByRole('button', { name: 'Video call' }).click();
    const agentPanel = dock(agent);
    await agentPanel.getByRole('button', { name: 'Accept' }).click();
    await expectFlowing(agent, 'video');
    await expectFlowing(frame, 'video');
    await agentPanel.getByRole('button', { name: 'Hang up' }).click();
    await callPanel(frame).waitFor({ state: 'detached' });
    await frame.getByText(/^Call ended, duration \d+:\d\d$/).waitFor();
    expect(visitor.problems).toEqual([]);
    await close();
  });

  it('on a phone the call fills the panel; the visitor closing the page ends it for the agent with its reason', async () => {
    const { agent, frame, visitor, close } = await visitorAndAgent(PHONE);
    await agent.locator('.desk__chat-bar').getByRole('button', { name: 'Voice call' }).click();
    const visitorPanel = callPanel(frame);
    await visitorPanel.getByRole('button', { name: 'Accept' }).click();
    await expectFlowing(frame, 'audio');
    const box = (await visitorPanel.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(380);
    expect(box.height).toBeGreaterThanOrEqual(700);
    await screenshot(visitor.page, 'call-voice-phone');
    // The chat is one tap away while the call goes on, and back.
    await visitorPanel.getByRole('button', { name: 'Show the chat' }).click();
    await frame.locator('.composer__input').waitFor();
    expect((await visitorPanel.boundingBox())!.height).toBeLessThan(500);
    await visitorPanel.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(async () => (await visitorPanel.boundingBox())!.height).toBeGreaterThanOrEqual(700);
    await visitor.page.close({ runBeforeUnload: true });
    await dock(agent).waitFor({ state: 'detached' });
    await agent.locator('.cmsgs').getByText('The visitor closed the page during the call').waitFor();
    await close();
  });
});
