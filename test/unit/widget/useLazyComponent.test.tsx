// A component loaded when first wanted: nothing shows until it has loaded, a failed load
// breaks nothing and is tried again when the browser is back online.

import { useLazyComponent } from '@shared/ui/useLazyComponent';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { mount } from './messages/renderMessage';

const Menu = ({ label }: { label: string }) => <p class="menu">{label}</p>;

function Host({ load, wanted }: { load: () => Promise<{ default: typeof Menu }>; wanted: boolean }) {
  const Loaded = useLazyComponent(load, wanted);
  return <div>{Loaded ? <Loaded label="loaded" /> : 'waiting'}</div>;
}

/** Every promise the render started has settled (the load, and what follows it). */
const settle = () => act(() => new Promise<void>((done) => setTimeout(done, 0)));

describe('useLazyComponent', () => {
  it('loads only once it is wanted, then shows the component', async () => {
    const load = vi.fn(async () => ({ default: Menu }));
    const root = mount(<Host load={load} wanted={false} />);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(root.textContent).toBe('waiting');
    act(() => render(<Host load={load} wanted />, root));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(root.querySelector('.menu')!.textContent).toBe('loaded');
  });

  it('a chunk that fails to load leaves the rest standing and is tried again when the browser is back online', async () => {
    // Offline: the check for a newer build (shared/ui/chunk.ts) cannot reach the server either.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Menu };
    });
    const root = mount(<Host load={load} wanted />);
    await settle();
    expect(root.textContent).toBe('waiting');
    online = true;
    await act(async () => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(root.querySelector('.menu')!.textContent).toBe('loaded');
    vi.unstubAllGlobals();
  });
});
