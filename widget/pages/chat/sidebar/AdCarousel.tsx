// The side bar's ad banners: one at a time, 150 px high, advancing every 5 s unless the pointer
// or focus is on it or the visitor prefers reduced motion; previous, next and a dot per ad.

import type { SideBarConfig } from '@shared/api';
import { AD_CAROUSEL_HEIGHT_PX } from '@shared/constants';
import { safeLinkUrl, safeUrl } from '@shared/safeUrl';
import { useT } from '@widget/i18n/i18n';
import { useEffect, useState } from 'react';
import { useMediaQuery } from './useMediaQuery';

export const AD_ADVANCE_MS = 5000;

export function AdCarousel({ ads }: { ads: SideBarConfig['adList'] }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = ads.length;
  const index = count ? current % count : 0;
  const rotating = count > 1 && !hovered && !focused && !reducedMotion;

  // Restarts on every change of ad, so a manual step gets the full 5 s too.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setCurrent((index + 1) % count), AD_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  if (!count) return null;
  const ad = ads[index];
  const label = t('sidebar.adN', { n: index + 1 });
  const image = safeUrl(ad.url);
  const href = safeLinkUrl(ad.link);
  const content = image ? (
    <img class="ad-carousel__image" src={image} alt={label} />
  ) : (
    <span class="ad-carousel__placeholder">{href?.replace(/^https?:\/\/(www\.)?/i, '') || label}</span>
  );
  const go = (next: number) => setCurrent((next + count) % count);

  return (
    <div
      class="ad-carousel"
      role="group"
      aria-roledescription="carousel"
      style={{ height: `${AD_CAROUSEL_HEIGHT_PX}px` }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocusIn={() => setFocused(true)}
      onFocusOut={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        class="ad-carousel__slide"
        role="group"
        aria-roledescription="slide"
        aria-label={label}
        aria-live={rotating ? 'off' : 'polite'}
      >
        {href ? (
          <a class="ad-carousel__link" href={href} target="_blank" rel="noopener noreferrer">
            {content}
          </a>
        ) : (
          content
        )}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            class="ad-carousel__step ad-carousel__step--prev"
            aria-label={t('sidebar.previousAd')}
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            class="ad-carousel__step ad-carousel__step--next"
            aria-label={t('sidebar.nextAd')}
            onClick={() => go(index + 1)}
          >
            ›
          </button>
          <div class="ad-carousel__dots">
            {ads.map((_, dot) => (
              <button
                key={dot}
                type="button"
                class="ad-carousel__dot"
                aria-label={t('sidebar.adN', { n: dot + 1 })}
                aria-current={dot == index ? 'true' : undefined}
                onClick={() => go(dot)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
