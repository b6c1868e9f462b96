// ARIA tabs: a tablist whose arrow keys, Home and End move between the tabs (and choose them),
// each tab controlling its panel.
import type { ReactNode } from 'react';
import { useRef } from 'react';

interface TabDef<K extends string> {
  key: K;
  label: string;
}

interface Props<K extends string> {
  id: string;
  label: string;
  tabs: readonly TabDef<K>[];
  selected: K;
  onSelect(key: K): void;
  children: ReactNode;
}

export function Tabs<K extends string>({ id, label, tabs, selected, onSelect, children }: Props<K>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const at = tabs.findIndex((tab) => tab.key == selected);
    const next =
      event.key == 'ArrowRight' || event.key == 'ArrowDown'
        ? (at + 1) % tabs.length
        : event.key == 'ArrowLeft' || event.key == 'ArrowUp'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key == 'Home'
            ? 0
            : event.key == 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    // A right-to-left page reads the arrows the other way round.
    const rtl =
      getComputedStyle(list.current!).direction == 'rtl' &&
      event.key.startsWith('Arrow') &&
      !event.key.endsWith('Up') &&
      !event.key.endsWith('Down');
    const index = rtl ? (2 * at - next + tabs.length) % tabs.length : next;
    onSelect(tabs[index]!.key);
    list.current?.querySelector<HTMLElement>(`#${id}-tab-${tabs[index]!.key}`)?.focus();
  };
  return (
    <div class="tabs">
      <div ref={list} class="tabs__list" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            class="tabs__tab"
            aria-selected={tab.key == selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key == selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div class="tabs__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        {children}
      </div>
    </div>
  );
}
