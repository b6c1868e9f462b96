// Shared by the channel content tests: a section drawn over a draft held as the editor holds
// it (update merges a patch, the problems are shared/channelRules.ts's of the draft), and the
// few ways a person acts on the form.
import type { SectionProps } from '@console/pages/channels/sections/sectionProps';
import type { ChannelSettings } from '@shared/api';
import { defaultChannelSettings } from '@shared/channelConfig';
import { channelSettingsProblems } from '@shared/channelRules';
import type { FunctionComponent } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { mount } from '../widget/messages/renderMessage';

export interface Drawn {
  root: HTMLElement;
  /** The draft as it is now. */
  settings: () => ChannelSettings;
}

export function drawSection(
  Section: FunctionComponent<SectionProps>,
  patch: Partial<ChannelSettings> = {},
  tenantId = 'demo',
): Drawn {
  let current: ChannelSettings = { ...defaultChannelSettings('Shop'), ...patch };
  function Editor() {
    const [settings, setSettings] = useState(current);
    current = settings;
    return (
      <Section
        channelId="shop"
        tenantId={tenantId}
        settings={settings}
        problems={channelSettingsProblems(settings)}
        update={(next) => setSettings((old) => ({ ...old, ...next }))}
      />
    );
  }
  const root = mount(<Editor />);
  return { root, settings: () => current };
}

/** The control a label names (its `for`), or that carries the label as its accessible name. */
export function control<T extends HTMLElement = HTMLInputElement>(root: HTMLElement, label: string, nth = 0): T {
  const found = [...root.querySelectorAll('label')]
    .filter((each) => each.htmlFor && each.textContent?.trim() == label)
    .map((each) => document.getElementById(each.htmlFor) as T);
  const chosen = found[nth];
  if (!chosen) throw new Error(`no control labelled "${label}" (${found.length} found)`);
  return chosen;
}

/** A checkbox by the text of its label. */
export function checkbox(root: HTMLElement, label: string, nth = 0): HTMLInputElement {
  const found = [...root.querySelectorAll('label')]
    .filter((each) => !each.htmlFor && each.textContent?.trim() == label)
    .map((each) => each.querySelector('input')!);
  if (!found[nth]) throw new Error(`no checkbox "${label}"`);
  return found[nth];
}

export function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function choose(select: HTMLSelectElement, value: string | number) {
  act(() => {
    select.value = String(value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export function tick(box: HTMLInputElement) {
  act(() => box.click());
}

export function press(root: HTMLElement, name: string) {
  const button = [...root.querySelectorAll('button')].find(
    (each) => (each.getAttribute('aria-label') ?? each.textContent?.trim()) == name,
  );
  if (!button) throw new Error(`no button "${name}"`);
  act(() => button.click());
}

/** A group of fields by its legend. */
export function group(root: HTMLElement, legend: string): HTMLElement {
  const found = [...root.querySelectorAll('fieldset')].find(
    (each) => each.querySelector('legend')?.textContent == legend,
  );
  if (!found) throw new Error(`no group "${legend}"`);
  return found;
}

/** The accessible names of the buttons shown. */
export const buttonNames = (root: HTMLElement) =>
  [...root.querySelectorAll('button')].map((each) => each.getAttribute('aria-label') ?? each.textContent?.trim());

/** The problem a control is described by, if any. */
export function problemOf(input: HTMLElement): string | undefined {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const problem = ids.find((id) => id.endsWith('-problem'));
  return problem ? (document.getElementById(problem)?.textContent ?? undefined) : undefined;
}
