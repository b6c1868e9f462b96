// Kept tiny on purpose: the loader (2 KB gzip budget) imports it.

import { MOBILE_WIDTH_BELOW_PX } from './constants';

export type Variant = 'mobile' | 'desktop';

export interface DeviceTraits {
  /** touch-capable, e.g. `navigator.maxTouchPoints > 0` */
  touch: boolean;
  userAgent: string;
  /** viewport width in CSS pixels */
  width: number;
}

// "Mobile" covers most phone browsers not named here (Firefox and Chrome on phones).
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini|HarmonyOS/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

/**
 * Mobile when touch-capable and either a mobile user agent or narrower than 1024 px. The
 * touch condition keeps a narrow desktop window on the desktop layout.
 */
export function pickVariant({ touch, userAgent, width }: DeviceTraits): Variant {
  return touch && (isMobileUserAgent(userAgent) || width < MOBILE_WIDTH_BELOW_PX) ? 'mobile' : 'desktop';
}
