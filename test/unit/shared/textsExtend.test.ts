// The texts of a part loaded later (shared/ui/texts.ts extend): the call's texts come with the
// call, in the language showing, and with any language shown after.

import { createTexts } from '@shared/ui/texts';
import { describe, expect, it } from 'vitest';

const bundle = (texts: Record<string, unknown>) => async () => ({ default: texts });

describe('texts of a part loaded later', () => {
  it('rule: extend adds the part in the language showing and the fallback; a language shown later brings its part too', async () => {
    const texts = createTexts({ en: bundle({ chat: { hello: 'Hello' } }), fr: bundle({ chat: { hello: 'Bonjour' } }) });
    await texts.show('fr');
    expect(texts.t('call.accept')).toBe('call.accept');
    await texts.extend({
      en: bundle({ call: { accept: 'Accept', hangUp: 'Hang up' } }),
      fr: bundle({ call: { accept: 'Accepter' } }),
    });
    expect(texts.t('call.accept')).toBe('Accepter');
    // What the part's French lacks, its English fills.
    expect(texts.t('call.hangUp')).toBe('Hang up');
    // The first part's texts are still there.
    expect(texts.t('chat.hello')).toBe('Bonjour');
    await texts.show('en');
    expect(texts.t('call.accept')).toBe('Accept');
  });

  it('rule: a language the part has no texts for falls back to its English', async () => {
    const texts = createTexts({ en: bundle({}), de: bundle({}) });
    await texts.show('de');
    await texts.extend({ en: bundle({ call: { accept: 'Accept' } }) });
    expect(texts.t('call.accept')).toBe('Accept');
  });
});
