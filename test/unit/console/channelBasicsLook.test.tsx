// The Look and Texts sections: a colour's contrast with the text drawn on it (a warning below
// WCAG AA, never a refusal), pictures uploaded into the draft and cleared, the welcome's HTML
// sanitised before the editor shows it, the queue text's `##`, and every text in both languages.
import { startI18n } from '@console/i18n';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { control, draft, expectNoRawKeys, mountSection, press, type } from './channelBasicsHarness';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));
// DOMPurify does not run in happy-dom (test/unit/widget/messages/text.test.tsx fakes it too):
// the editor must show what the sanitiser answers, never the stored HTML itself.
// DOMPurify is wrong under happy-dom: a stand-in that drops what the real one would here.
const sanitizer = vi.hoisted(() => ({
  sanitizeHtml: vi.fn(async (html: string) => html.replace(/<img[^>]*>/g, '')),
}));
vi.mock('@shared/ui/sanitizeHtml', () => sanitizer);

const { LookSection } = await import('@console/pages/channels/sections/LookSection');
const { TextsSection } = await import('@console/pages/channels/sections/TextsSection');

beforeAll(() => startI18n('en'));
beforeEach(() => client.reset());
afterEach(() => startI18n('en'));

/** The contrast lines under the colours, in order: main, visitor's bubbles, text on the composer, header. */
const contrastLines = (root: HTMLElement) =>
  [...root.querySelectorAll('.channel-contrast')].map((each) => each.textContent);

function pick(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => void input.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('Look', () => {
  it('shows each colour’s contrast, and a warning below AA that does not stop the colour', () => {
    const root = mountSection(LookSection);
    expect(contrastLines(root)).toEqual([
      'Contrast with its white text: 6.1:1.',
      'Contrast with its white text: 6.1:1.',
      'Contrast of the text on this background: 15.7:1.',
      'Contrast with its white text: 6.1:1.',
    ]);
    expect(root.querySelector('.channel-contrast--low')).toBeNull();

    type(control(root, 'Main colour'), '#ffd700');
    expect(draft().mainColor).toBe('#ffd700');
    const low = root.querySelector('.channel-contrast--low')!;
    expect(low.textContent).toBe(
      'Contrast with its white text: 1.4:1. Below WCAG AA (4.5:1): some visitors will struggle to read it. You may still save it.',
    );
    expect(control(root, 'Main colour').getAttribute('aria-invalid')).toBeNull();

    type(control(root, 'Header bar colour'), '#52c41a');
    expect(root.querySelectorAll('.channel-contrast--low')).toHaveLength(2);
    // Grey text on white: the composer's own pair is checked too.
    type(control(root, 'Text colour'), '#999999');
    expect(contrastLines(root)[2]).toContain('2.8:1. Below WCAG AA');
  });

  it('a colour half typed is kept in the draft, with no ratio until it is a colour', () => {
    const root = mountSection(LookSection);
    type(control(root, "Visitor's bubbles"), '#12');
    expect(draft().cusColor).toBe('#12');
    expect(contrastLines(root)).toHaveLength(3);
  });

  it('uploads a picture into the draft with its thumbnail, refuses what is not a picture, and clears it', async () => {
    const root = mountSection(LookSection);
    const input = control(root, "Robot's picture");
    expect(input.type).toBe('file');
    pick(input, new File(['zip'], 'logo.zip'));
    await vi.waitFor(() => expect(root.textContent).toContain('This kind of file cannot be sent'));
    expect(client.uploads).toEqual([]);

    pick(input, new File(['png'], 'face.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(draft().robotIcon).toBe(`/api/files/${'0'.repeat(32)}.png`));
    expect(client.uploads).toEqual([{ name: 'face.png', purpose: 'image' }]);
    expect(root.querySelector<HTMLImageElement>('img.channel-picture__thumb')!.getAttribute('src')).toBe(
      draft().robotIcon,
    );
    expect(root.textContent).not.toContain('This kind of file cannot be sent');

    press(root.querySelector(`button[aria-label="Remove the picture: Robot's picture"]`));
    expect(draft().robotIcon).toBe('');
    expect(root.querySelector('img.channel-picture__thumb')).toBeNull();
  });

  it('width and height keep the spec’s limits on their inputs and in their help', () => {
    const root = mountSection(LookSection);
    const width = control(root, 'Width');
    expect([width.min, width.max]).toEqual(['320', '800']);
    expect(root.textContent).toContain('In pixels on a computer, 320 to 800');
    type(width, '520');
    expect(draft().mainWidth).toBe(520);
  });
});

describe('Texts', () => {
  it('warns when the queue text lacks ##, the place in the queue', () => {
    const root = mountSection(TextsSection);
    const warning = root.querySelector('.channel-warning')!;
    expect(warning.textContent).toBe('');
    type(control<HTMLTextAreaElement>(root, 'Queue text'), 'Please wait.');
    expect(warning.textContent).toBe('The text has no ##: visitors will not see their place in the queue.');
    type(control<HTMLTextAreaElement>(root, 'Queue text'), 'You are number ## in the queue.');
    expect(warning.textContent).toBe('');
  });

  it('a timeout’s minutes keep the spec’s day at most', () => {
    const root = mountSection(TextsSection);
    const minutes = control(root, 'Visitor silent for (minutes)');
    expect([minutes.min, minutes.max]).toEqual(['1', '1440']);
    press(control(root, 'Remind a silent visitor'));
    type(minutes, '15');
    expect([draft().userTimeoutMode, draft().userTimeoutTime]).toEqual([1, 15]);
  });

  it('shows the stored welcome sanitised, and what is typed goes into the draft', async () => {
    const root = mountSection(TextsSection, {
      robotWelcomeMsg: '<p>Hello <b>there</b><img src="x" onerror="alert(1)"></p>',
    });
    const box = root.querySelector<HTMLElement>('.rich__box')!;
    await vi.waitFor(() => expect(box.innerHTML).toBe('<p>Hello <b>there</b></p>'));
    expect(sanitizer.sanitizeHtml).toHaveBeenCalledWith('<p>Hello <b>there</b><img src="x" onerror="alert(1)"></p>');
    act(() => {
      box.innerHTML = '<p>Welcome!</p>';
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // Kept sanitised as typed: the draft takes the sanitiser's answer.
    await vi.waitFor(() => expect(draft().robotWelcomeMsg).toBe('<p>Welcome!</p>'));
    await vi.waitFor(() => expect(root.textContent).toContain('15 of 4000 characters'));
  });
});

describe('texts of both languages', () => {
  it('every text of Look and Texts resolves, in English and in Chinese', async () => {
    for (const language of ['en', 'zh']) {
      await act(() => startI18n(language));
      expectNoRawKeys(mountSection(LookSection));
      expectNoRawKeys(mountSection(TextsSection));
    }
  });
});
