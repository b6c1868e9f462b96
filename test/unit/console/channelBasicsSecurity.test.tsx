// The Security, Language and Tools sections: origins checked against the schema's pattern as
// they are typed, the identity secret made on demand, asked before it replaces one, shown once,
// verification without a secret named before the save; the 24 locales in their own names.
import { startI18n } from '@console/i18n';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  alerts,
  button,
  choose,
  control,
  draft,
  expectNoRawKeys,
  mountSection,
  press,
  type,
} from './channelBasicsHarness';
import * as client from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { SecuritySection } = await import('@console/pages/channels/sections/SecuritySection');
const { LanguageSection } = await import('@console/pages/channels/sections/LanguageSection');
const { ToolsSection } = await import('@console/pages/channels/sections/ToolsSection');
const { $channelSecret } = await import('@console/stores/channelBasicsSecret');
const { $question } = await import('@console/stores/question');

let secrets: string[];
let hasSecret: boolean;
beforeAll(() => startI18n('en'));
beforeEach(() => {
  client.reset();
  $channelSecret.set(undefined);
  secrets = ['first-secret', 'second-secret'];
  hasSecret = false;
  client.answer((call) => {
    if (call == 'channel') return { hasSecret };
    if (call == 'rotateChannelSecret') return { secret: secrets.shift() };
    return {};
  });
});
afterEach(() => $question.get()?.answer(undefined));

/** The alerts of the allowed sites' list. */
const siteAlerts = (root: HTMLElement) => alerts(root.querySelector('.channel-origins')!);

describe('allowed sites', () => {
  it('checks each origin as it is typed: a path offered as its origin, not an origin, twice', () => {
    const root = mountSection(SecuritySection);
    expect(root.textContent).toContain('Empty: any site may. At most 50.');
    expect(root.textContent).toContain('forms posting to this server need none. At most 20.');
    press(button(root, 'Add a site'));
    expect(draft().allowedOrigins).toEqual(['']);
    expect(siteAlerts(root)).toEqual(["Type a site's origin, like https://shop.example.com"]);

    type(control(root, 'Site 1'), 'https://shop.example.com/cart?id=1');
    expect(siteAlerts(root)).toEqual(['Only the origin, without the path: https://shop.example.com']);
    press(button(root, 'Use https://shop.example.com'));
    expect(draft().allowedOrigins).toEqual(['https://shop.example.com']);
    expect(siteAlerts(root)).toEqual([]);

    press(button(root, 'Add a site'));
    const second = control(root, 'Site 2');
    for (const [typed, problem] of [
      ['shop.example.com', 'Not an origin: https:// or http://, then the host, and nothing after it'],
      ['ftp://files.example.com', 'Not an origin: https:// or http://, then the host, and nothing after it'],
      ['https://shop.example.com', 'This site is listed already'],
      ['https://bad host.example.com', 'Not an origin: https:// or http://, then the host, and nothing after it'],
    ]) {
      type(second, typed!);
      expect(siteAlerts(root)).toEqual([problem]);
      expect(second.getAttribute('aria-invalid')).toBe('true');
    }
    type(second, ' http://localhost:8080 ');
    expect(siteAlerts(root)).toEqual([]);
    expect(draft().allowedOrigins).toEqual(['https://shop.example.com', 'http://localhost:8080']);

    press(button(root, 'Remove: https://shop.example.com'));
    expect(draft().allowedOrigins).toEqual(['http://localhost:8080']);
  });
});

describe('identity verification', () => {
  it('verification without a secret names the problem; a secret made is shown once, then never again', async () => {
    const root = mountSection(SecuritySection, { identityVerification: true });
    await vi.waitFor(() => expect(root.textContent).toContain('The channel has no secret yet.'));
    expect(client.calls).toEqual([{ call: 'channel', body: { channelId: 'shop' } }]);
    expect(alerts(root)).toContain(
      'Verification needs a secret: generate one below, or the server refuses to save the channel with verification on.',
    );
    expect(root.querySelector('.channel-secret__how')!.textContent).toContain(
      "createHmac('sha256', process.env.CHAT_ONLINE_SECRET)",
    );

    // No secret to replace: nothing asked.
    press(button(root, 'Generate a new secret'));
    await vi.waitFor(() => expect(control(root, 'Secret').value).toBe('first-secret'));
    expect($question.get()).toBeUndefined();
    expect(client.calls.at(-1)).toEqual({ call: 'rotateChannelSecret', body: { channelId: 'shop' } });
    expect(alerts(root).join()).not.toContain('Verification needs a secret');
    expect(root.textContent).toContain('The channel has a secret.');

    press(button(root, 'Done'));
    expect(root.querySelector('[aria-label=Secret]')).toBeNull();
    expect($channelSecret.get()).toEqual({ channelId: 'shop', hasSecret: true });
  });

  it('replacing a secret is asked first, since the old one stops at once', async () => {
    hasSecret = true;
    const root = mountSection(SecuritySection);
    await vi.waitFor(() => expect(root.textContent).toContain('The channel has a secret.'));

    press(button(root, 'Generate a new secret'));
    expect($question.get()!.title).toBe('Replace the secret?');
    expect($question.get()!.text).toContain('The old secret stops working at once');
    await act(async () => $question.get()!.answer(undefined));
    expect(client.calls.map((entry) => entry.call)).toEqual(['channel']);

    press(button(root, 'Generate a new secret'));
    await act(async () => $question.get()!.answer('replace'));
    await vi.waitFor(() => expect(control(root, 'Secret').value).toBe('first-secret'));
    expect(client.calls.map((entry) => entry.call)).toEqual(['channel', 'rotateChannelSecret']);
  });

  it('leaving the section forgets the secret shown', async () => {
    const root = mountSection(SecuritySection);
    await vi.waitFor(() => expect(root.textContent).toContain('The channel has no secret yet.'));
    press(button(root, 'Generate a new secret'));
    await vi.waitFor(() => expect(control(root, 'Secret').value).toBe('first-secret'));
    act(() => render(null, root));
    const again = mountSection(SecuritySection);
    await vi.waitFor(() => expect(again.textContent).toContain('The channel has a secret.'));
    expect(again.querySelector('[aria-label=Secret]')).toBeNull();
    expect(JSON.stringify($channelSecret.get())).not.toContain('first-secret');
  });

  it('the switch sets identityVerification as a boolean', () => {
    const root = mountSection(SecuritySection);
    press(control(root, 'Require signed visitor ids'));
    expect(draft().identityVerification).toBe(true);
  });
});

describe('language', () => {
  it('offers the visitor’s language, then the 24 locales in their own names', () => {
    const root = mountSection(LanguageSection);
    const select = control<HTMLSelectElement>(root, 'Widget language');
    const options = [...select.options].map((option) => [option.value, option.textContent]);
    expect(options).toHaveLength(25);
    expect(options[0]).toEqual(['', "The visitor's language"]);
    expect(options).toContainEqual(['de', 'Deutsch (German)']);
    expect(options).toContainEqual(['tw', '繁體中文 (Traditional Chinese)']);
    expect(options).toContainEqual(['en', 'English']);
    expect(root.textContent).toContain('stay as written');
    choose(select, '');
    expect(draft().language).toBe('');
    choose(select, 'ja');
    expect(draft().language).toBe('ja');
  });
});

describe('tools', () => {
  it('each switch sets its flag', () => {
    const root = mountSection(ToolsSection);
    press(control(root, 'Videos'));
    press(control(root, 'Hide earlier conversations'));
    expect([draft().videoButtonFlag, draft().historyHideFlag, draft().imageButtonFlag]).toEqual([0, 1, 1]);
  });
});

it('every text of Security, Language and Tools resolves, in English and in Chinese', async () => {
  for (const language of ['en', 'zh']) {
    await act(() => startI18n(language));
    const security = mountSection(SecuritySection, { allowedOrigins: ['https://a.example.com/x'] });
    await vi.waitFor(() => expect(security.querySelector('.channel-secret__status')!.textContent).not.toBe(''));
    expectNoRawKeys(security);
    expectNoRawKeys(mountSection(LanguageSection));
    expectNoRawKeys(mountSection(ToolsSection));
  }
  await act(() => startI18n('en'));
});
