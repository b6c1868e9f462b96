// Whether a sideways scroller has more to show before or after what is in view, kept
// current as it scrolls, resizes or its content changes. In a right-to-left page scrollLeft
// runs negative, so the distance is taken from its size.
import { type RefObject, useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Content hidden towards where reading starts. */
  before: boolean;
  /** Content hidden towards where reading ends. */
  after: boolean;
}

// Sub-pixel widths leave a fraction of a pixel unscrolled at either end.
const SLACK_PX = 1;

export function useScrollEdges(ref: RefObject<HTMLElement | null>, contentKey: unknown): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const measure = () => {
      const scrolled = Math.abs(scroller.scrollLeft);
      const next = {
        before: scrolled > SLACK_PX,
        after: scrolled < scroller.scrollWidth - scroller.clientWidth - SLACK_PX,
      };
      setEdges((current) => (current.before == next.before && current.after == next.after ? current : next));
    };
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    // The panel's width and the chips' widths (a late web font, a new language) both move the edges.
    const resizes = new ResizeObserver(measure);
    resizes.observe(scroller);
    for (const child of scroller.children) resizes.observe(child);
    return () => {
      scroller.removeEventListener('scroll', measure);
      resizes.disconnect();
    };
  }, [contentKey]);
  return edges;
}
