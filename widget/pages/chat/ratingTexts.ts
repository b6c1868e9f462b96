// The rating form's texts in every locale (widget/locales/rating): loaded with the form, not with the
// first screen, and added to the widget's texts before the form draws (the quick menu's "Rate us" and the
// notices stay with the first screen).

import ratingTexts from 'spec-locales:../../locales/rating';
import { extendTexts } from '../../i18n/i18n';

export const ratingTextsReady = extendTexts(ratingTexts);
