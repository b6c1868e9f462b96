// Whether a CSS media query matches, kept current as it changes (frame resized, motion setting).
import { useEffect, useState } from 'react';

const list = (query: string) => (typeof matchMedia == 'function' ? matchMedia(query) : undefined);

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => !!list(query)?.matches);
  useEffect(() => {
    const media = list(query);
    if (!media) return;
    const update = () => setMatches(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [query]);
  return matches;
}
