// Where the loader puts its elements, and how it keeps them there (loader/attach.ts).

import { keepAttached } from '@loader/attach';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';

let happy: Window;
afterEach(() => happy?.close());

/** A page; `parsing` leaves it as a script in `<head>` sees it: no body yet. */
function hostDocument({ parsing = false } = {}) {
  happy = new Window({ url: 'https://shop.example/' });
  const doc = happy.document as unknown as Document;
  if (parsing) doc.body.remove();
  return doc;
}

const ours = (doc: Document) => {
  const bubble = doc.createElement('button');
  const frame = doc.createElement('iframe');
  return { bubble, frame, nodes: [bubble, frame] as Element[] };
};

/** MutationObserver callbacks run as microtasks. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

const lastChildren = (doc: Document, count: number) => [...doc.documentElement.children].slice(-count);

describe('the widget elements on the page', () => {
  it('rule: they are the last children of <html>, after <body>, in order (the panel right after the bubble)', () => {
    const doc = hostDocument();
    const { nodes } = ours(doc);
    keepAttached(doc, nodes).attach();
    expect(lastChildren(doc, 3)).toEqual([doc.body, ...nodes]);
  });

  it('rule: pasted in <head>, nothing is added before the body exists; it is added at DOMContentLoaded', () => {
    const doc = hostDocument({ parsing: true });
    const { nodes } = ours(doc);
    keepAttached(doc, nodes).attach();
    expect(nodes.every((node) => !node.isConnected)).toBe(true);
    doc.documentElement.append(doc.createElement('body'));
    doc.dispatchEvent(new happy.Event('DOMContentLoaded') as unknown as Event);
    expect(lastChildren(doc, 3)).toEqual([doc.body, ...nodes]);
  });

  it('rule: a body swap leaves them in place, and the page may replace its body as often as it likes', async () => {
    const doc = hostDocument();
    const { nodes } = ours(doc);
    keepAttached(doc, nodes).attach();
    doc.body.innerHTML = '<main>new page</main>';
    doc.documentElement.replaceChild(doc.createElement('body'), doc.body);
    await observed();
    expect(lastChildren(doc, 3)).toEqual([doc.body, ...nodes]);
  });

  it('rule: removed by the page, they come back in order; the panel is not moved when only the bubble went', async () => {
    const doc = hostDocument();
    const { bubble, frame, nodes } = ours(doc);
    keepAttached(doc, nodes).attach();
    bubble.remove();
    await observed();
    expect(lastChildren(doc, 2)).toEqual(nodes);

    // Both gone, as when a page hydrates the whole document.
    bubble.remove();
    frame.remove();
    await observed();
    expect(lastChildren(doc, 2)).toEqual(nodes);
  });

  it('rule: something the page adds after them stays where the page put it, and the panel is never moved for it', async () => {
    const doc = hostDocument();
    const { nodes } = ours(doc);
    keepAttached(doc, nodes).attach();
    const banner = doc.createElement('div');
    doc.documentElement.append(banner);
    await observed();
    expect(lastChildren(doc, 3)).toEqual([...nodes, banner]);
  });

  it('rule: stop removes them and stops watching: removed again, they stay away', async () => {
    const doc = hostDocument();
    const { nodes } = ours(doc);
    const kept = keepAttached(doc, nodes);
    kept.attach();
    kept.stop();
    expect(nodes.every((node) => !node.isConnected)).toBe(true);
    doc.documentElement.append(doc.createElement('div'));
    await observed();
    expect(nodes.every((node) => !node.isConnected)).toBe(true);
  });
});
