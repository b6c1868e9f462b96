// A component kept out of the first screen and loaded when it is first wanted. Unlike
// React.lazy, a chunk that fails to load (the network is down) leaves nothing shown and
// is tried again when the browser is back online, instead of breaking the page (the
// widget's chat, the console's desk); one a new deploy removed reloads the page (chunk.ts).
import { type ComponentType, useEffect, useState } from 'react';
import { loadChunk } from './chunk';

export function useLazyComponent<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  wanted: boolean,
): ComponentType<P> | undefined {
  const [component, setComponent] = useState<ComponentType<P>>();
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    const attempt = () =>
      loadChunk(load).then(
        (module) => live && setComponent(() => module.default),
        () => live && window.addEventListener('online', attempt, { once: true }),
      );
    void attempt();
    return () => {
      live = false;
      window.removeEventListener('online', attempt);
    };
  }, [wanted, component]);
  return component;
}
