// Renders one section of the channel editor as the editor does: the draft's settings held in
// state, update() merging a patch, and the problems shared/channelRules.ts finds in the draft.
// `draft()` is the latest draft; `mountSection` answers the mounted root.
import type { SectionProps } from '@console/pages/channels/sections/sectionProps';
import type { ChannelSettings } from '@shared/api';
import { defaultChannelSettings } from '@shared/channelConfig';
import { channelSettingsProblems } from '@shared/channelRules';
import type { FunctionComponent } from 'preact';
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { expect } from 'vitest';
import { mount } from '../widget/messages/renderMessage';

let latest: ChannelSettings | undefined;
export const draft = () => latest!;

function Harness({ Section, initial }: { Section: FunctionComponent<SectionProps>; initial: ChannelSettings }) {
  const [settings, setSettings] = useState(initial);
  latest = settings;
  return (
    <Section
      channelId="shop"
      tenantId="demo"
      settings={settings}
      update={(patch) => setSettings((before) => ({ ...before, ...patch }))}
      problems={channelSettingsProblems(settings)}
    />
  );
}

export function mountSection(Section: FunctionComponent<SectionProps>, changes: Partial<ChannelSettings> = {}) {
  return mount(<Harness Section={Section} initial={{ ...defaultChannelSettings('Shop'), ...changes }} />);
}

/** The control a label names: `<label for>`, or the label that wraps it, or its aria-label. */
export function control<T extends HTMLElement = HTMLInputElement>(root: HTMLElement, name: string): T {
  const label = [...root.querySelectorAll('label')].find((each) => each.textContent!.trim() == name);
  const found =
    (label?.htmlFor ? root.querySelector(`[id="${label.htmlFor}"]`) : label?.querySelector('input, select')) ??
    [...root.querySelectorAll('[aria-label]')].find((each) => each.getAttribute('aria-label') == name);
  if (!found) throw new Error(`no control named ${name}`);
  return found as T;
}

export function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function choose(select: HTMLSelectElement, value: string) {
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export function press(element: Element | null | undefined) {
  if (!element) throw new Error('nothing to press');
  act(() => (element as HTMLElement).click());
}

export const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find(
    (each) => each.getAttribute('aria-label') == name || each.textContent!.trim() == name,
  );

/** The alerts shown, in order. */
export const alerts = (root: HTMLElement) => [...root.querySelectorAll('[role=alert]')].map((each) => each.textContent);

/** Every text key resolved: a missing one would show as its key. */
export const expectNoRawKeys = (root: HTMLElement) => expect(root.innerHTML).not.toContain('channelBasics.');
