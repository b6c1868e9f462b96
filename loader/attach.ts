// Keeps the widget's elements on the page, whatever the page does to its own.
//
// They are children of `<html>`, after `<body>`: a transformed or filtered body would be
// the containing block of `position: fixed` (the bubble would land at the foot of a long
// page), a page that swaps its body (Turbo, htmx, pjax) would take them along, and an
// element of the body's at the largest z-index would be drawn over them. Pasted in `<head>`,
// the script waits for the body before it adds anything, without holding the page up.
//
// A page that removes them anyway (hydrating the whole document, `html.innerHTML`) gets
// them back from a MutationObserver on `<html>`'s own children (and the document's, for a
// new `<html>`): changes anywhere below, the page's everyday work, never wake it.

/**
 * `attach` puts `nodes` as the last children of `<html>`, in order, once there is a body;
 * from then on they are put back whenever the page takes them away, until `stop`.
 */
export function keepAttached(doc: Document, nodes: Element[]): { attach(): void; stop(): void } {
  let stopped = false;
  const attach = () => {
    const root = doc.documentElement;
    if (stopped || !root) return;
    if (!doc.body) return doc.addEventListener('DOMContentLoaded', attach);
    observer.observe(doc, { childList: true });
    observer.observe(root, { childList: true });
    // From the last: a node that is in place is never moved, and moving an iframe reloads it.
    for (let index = nodes.length; index--; ) {
      const node = nodes[index]!;
      const next = nodes[index + 1];
      const before = next?.parentNode == root ? next : null;
      if (node.parentNode != root || (before && node.nextSibling != before)) root.insertBefore(node, before);
    }
  };
  const observer = new MutationObserver(attach);
  return {
    attach,
    stop() {
      stopped = true;
      observer.disconnect();
      nodes.forEach((node) => node.remove());
    },
  };
}
