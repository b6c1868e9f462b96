// The sender's face beside an agent or robot message: the picture, else their initials.

import { safeUrl } from '@shared/safeUrl';
import { useState } from 'react';

/** "Northwind Assistant" → "NA"; "小李" → "小": CJK names take their first character. */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words.length ? Array.from(words[0]!)[0]! : '';
  if (!first || /[\u3400-\u9fff\uac00-\ud7af\u3040-\u30ff]/.test(first)) return first;
  const last = words.length > 1 ? Array.from(words[words.length - 1]!)[0]! : '';
  return (first + last).toUpperCase();
}

export function Avatar({ faceUrl, name }: { faceUrl?: string | undefined; name?: string | undefined }) {
  const [broken, setBroken] = useState<string | undefined>(undefined);
  const picture = safeUrl(faceUrl);
  // The name is shown beside the avatar, so the avatar itself is decorative.
  if (picture && broken !== picture)
    return (
      <img
        class="msg-avatar"
        src={picture}
        alt=""
        aria-hidden="true"
        loading="lazy"
        onError={() => setBroken(picture)}
      />
    );
  const initials = initialsOf(name);
  return (
    <span class="msg-avatar msg-avatar--initials" aria-hidden="true">
      {initials || (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 8a8 8 0 0 1 16 0z" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
