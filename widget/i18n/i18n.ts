// The widget's texts: one JSON per locale, loaded on demand; `en` is the reference.

import localeTexts from 'spec-locales:../locales';
import { textLocale } from '@shared/chooseLocale';
import { createTexts } from '@shared/ui/texts';

// Every locale of the spec (SPEC_LOCALES), each its own chunk, loaded when chosen.
const texts = createTexts(localeTexts);

export const { t, useT, extend: extendTexts, add: addTexts } = texts;
const AVAILABLE_LOCALES = texts.available;

/** Shows the texts of the chosen locale, or the fallback's when we have none for it. */
export const showLocale = (chosen: string) => texts.show(textLocale(chosen, AVAILABLE_LOCALES));
