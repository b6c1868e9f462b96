// The spec's mobile-or-desktop choice, kept current as the frame is resized.

import { pickVariant, type Variant } from '@shared/variant';
import { atom, onMount } from 'nanostores';

export const measure = (): Variant =>
  pickVariant({ touch: navigator.maxTouchPoints > 0, userAgent: navigator.userAgent, width: innerWidth });

export const $variant = atom<Variant>(measure());

onMount($variant, () => {
  const update = () => $variant.set(measure());
  addEventListener('resize', update);
  return () => removeEventListener('resize', update);
});
