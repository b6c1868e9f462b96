// What the console shows of a call (docs/console.md): the call panel in its corner while the
// agent's call rings or goes on (a visitor's request with accept and decline), nothing
// otherwise; the conversation's Voice call and Video call buttons, off while the line is
// busy, and a refused start said beside them.

import { startI18n } from '@console/i18n';
import type { CallSession, CallView } from '@shared/call/callSession';
import { atom } from 'nanostores';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, mount } from '../widget/messages/renderMessage';
import { answer, calls, reset } from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { CallDock } = await import('@console/pages/call/CallDock');
const { CallButtons } = await import('@console/pages/chat/CallButtons');
const { $call, $lineBusy } = await import('@console/stores/call');

function fakeSession(view: Partial<CallView>) {
  const $view = atom<CallView>({
    callId: 21,
    videoType: 2,
    side: 'agent',
    incoming: false,
    phase: 'ringing',
    micOn: true,
    cameraOn: true,
    audioOnly: false,
    remoteMedia: { audio: true, video: true },
    screenShare: 'none',
    ...view,
  });
  const method = () => vi.fn(async () => {});
  return {
    $view,
    preview: method(),
    accept: method(),
    decline: method(),
    hangUp: method(),
    receive: vi.fn(),
    toggleMic: vi.fn(),
    toggleCamera: vi.fn(),
    switchToAudioOnly: vi.fn(),
    requestScreenShare: method(),
    startScreenShare: method(),
    stopScreenShare: method(),
    pageClosing: vi.fn(),
  } satisfies CallSession;
}

const buttonNamed = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent == name);

beforeAll(() => startI18n('en'));
beforeEach(reset);
afterEach(() => {
  $call.set(undefined);
  $lineBusy.set(false);
});

describe('the call dock', () => {
  it('shows nothing without a call', () => {
    expect(mount(<CallDock />).innerHTML).toBe('');
  });

  it("the agent's call: the panel loads and says whom it calls; Hang up is the session's", async () => {
    const session = fakeSession({});
    const root = mount(<CallDock />);
    act(() => $call.set({ callId: 21, sessionId: 3, peerName: 'Ada Lovelace', session }));
    await vi.waitFor(() => expect(root.querySelector('.call-dock .call-panel')).not.toBeNull());
    expect(root.querySelector('[role=status]')!.textContent).toBe('Calling Ada Lovelace…');
    expect(root.querySelector('section')!.getAttribute('aria-label')).toBe('Video call');
    click(buttonNamed(root, 'Hang up'));
    expect(session.hangUp).toHaveBeenCalledOnce();
  });

  it("a visitor's request rings with their name, Accept and Decline; the panel goes when the call is forgotten", async () => {
    const session = fakeSession({ incoming: true, videoType: 1 });
    const root = mount(<CallDock />);
    act(() => $call.set({ callId: 30, sessionId: 4, peerName: 'Grace Hopper', session }));
    await vi.waitFor(() =>
      expect(root.querySelector('[role=status]')?.textContent).toBe('Grace Hopper is calling you (voice)'),
    );
    click(buttonNamed(root, 'Accept'));
    expect(session.accept).toHaveBeenCalledOnce();
    click(buttonNamed(root, 'Decline'));
    expect(session.decline).toHaveBeenCalledOnce();
    act(() => $call.set(undefined));
    expect(root.querySelector('.call-panel')).toBeNull();
  });
});

describe('the call buttons', () => {
  it('are off while the line is busy', () => {
    const root = mount(<CallButtons sessionId={3} name="Ada Lovelace" />);
    expect(buttonNamed(root, 'Voice call')!.disabled).toBe(false);
    act(() => $lineBusy.set(true));
    expect(buttonNamed(root, 'Voice call')!.disabled).toBe(true);
    expect(buttonNamed(root, 'Video call')!.disabled).toBe(true);
  });

  it("start the call of their kind; the server's refusal shows beside them", async () => {
    answer((call) => {
      if (call == 'video') throw new Error('sessionId: calls need an agent');
      return {};
    });
    const root = mount(<CallButtons sessionId={3} name="Ada Lovelace" />);
    click(buttonNamed(root, 'Voice call'));
    await vi.waitFor(() =>
      expect(root.querySelector('[role=alert]')?.textContent).toContain('sessionId: calls need an agent'),
    );
    expect(calls).toContainEqual({ call: 'video', body: { sessionId: 3, videoType: 1 } });
    expect(buttonNamed(root, 'Voice call')!.disabled).toBe(false);
  });
});
