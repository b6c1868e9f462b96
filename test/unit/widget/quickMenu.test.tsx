// The quick menu's "E-mail me this conversation": there only when channelInfo says the server
// can send mail, after the channel's own chips, and it opens the dialog.

import type { ChannelConfig } from '@shared/api';
import { showLocale } from '@widget/i18n/i18n';
import { QuickMenu } from '@widget/pages/chat/QuickMenu';
import { $channel } from '@widget/stores/channel';
import { $session } from '@widget/stores/session';
import { $transcriptMail, closeTranscriptMail } from '@widget/stores/transcript';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStart } from '../chatMessage';

vi.mock('@widget/api/client', () => import('./stores/fakeClient'));

const { baseChannel } = await import('@demo/demoChannels');

const ENTRY = 'E-mail me this conversation';
const effects = { openLeaveMessage: vi.fn(), openLink: vi.fn() };

beforeAll(() => showLocale('en'));

let root: HTMLElement | undefined;
const unmount = () => {
  if (root) render(null, root), root.remove();
  root = undefined;
};
afterEach(() => {
  unmount();
  closeTranscriptMail();
});

/** The quick menu's chips for a visitor talking to the robot on a channel with `fields`. */
function chips(fields: Partial<ChannelConfig>): HTMLButtonElement[] {
  $channel.set({ ...baseChannel('demo'), groupList: [], ...fields });
  $session.set({ ...sessionStart(), status: 1 });
  unmount();
  root = document.body.appendChild(document.createElement('div'));
  act(() => render(<QuickMenu effects={effects} />, root!));
  return [...root.querySelectorAll<HTMLButtonElement>('.chip')];
}

const names = (buttons: HTMLButtonElement[]) => buttons.map((button) => button.textContent);

describe('the quick menu offers the transcript by e-mail', () => {
  it.each([
    ['absent', {}],
    ['false', { mailTranscript: false }],
  ])('not when mailTranscript is %s', (_, fields) => {
    const shown = chips(fields);
    expect(shown.length).toBeGreaterThan(0);
    expect(names(shown)).not.toContain(ENTRY);
  });

  it("when mailTranscript is true: last, after the channel's chips; a press opens the dialog", () => {
    const own = names(chips({}));
    const shown = chips({ mailTranscript: true });
    expect(names(shown)).toEqual([...own, ENTRY]);
    act(() => shown.at(-1)!.click());
    expect($transcriptMail.get()).toEqual({ email: '', phase: 'editing' });
  });

  it('on a channel with no chips of its own, the strip shows for the one entry', () => {
    expect(names(chips({ chatMenuConfigList: [] }))).toEqual([]);
    expect(names(chips({ chatMenuConfigList: [], mailTranscript: true }))).toEqual([ENTRY]);
  });
});
