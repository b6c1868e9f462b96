// Phones show the panel full screen: the host page must not scroll underneath it.
export function lockScroll(doc: Document): () => void {
  const targets = [doc.documentElement, doc.body];
  const saved = targets.map((element) => element.style.overflow);
  targets.forEach((element) => (element.style.overflow = 'hidden'));
  return () => targets.forEach((element, index) => (element.style.overflow = saved[index]));
}
