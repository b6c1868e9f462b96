// Calls (issue 16) from the visitor's side, in Chromium with its fake camera and microphone:
// the agent rings through the agent API; the visitor declines, or asks for a call from the
// footer and the agent turns it down. What each leaves in the chat is the server's notice.
import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CALL_RING_MS } from '../../shared/constants';
import { useDemo } from './demo';
import { onlineAgent } from './demoApi';
import { screenshot } from './screenshot';
import { openChat, transferToAlice } from './widgetFrame';

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
    const feed = await alice.call<{ events: { kind: string; data: { callId: number; signal: { kind: string } } }[] }>('events', { lastEventId: 0 });
    expect(feed.events.filter((event) => event.kind == 'call').map((event) => [event.data.callId, event.data.signal.kind])).toContainEqual([callId, 'decline']);
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
    const feed = await alice.call<{ events: { kind: string; data: { callId: number; videoType: number } }[] }>('events', { lastEventId: 0 });
    const invitation = feed.events.find((event) => event.kind == 'videoInvitation')!;
    expect(invitation.data.videoType).toBe(1);
    await alice.call('callSignal', { callId: invitation.data.callId, signal: { kind: 'decline' } });
    await panel.waitFor({ state: 'detached' });
    await frame.getByText('The call was declined').waitFor();
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
