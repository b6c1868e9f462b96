// The texts of the leave-message and work-order pages in every locale (widget/locales/pages):
// loaded with those pages, not with the first screen, and added before either page draws.

import pageTexts from 'spec-locales:../locales/pages';
import { extendTexts } from '../i18n/i18n';

export const pageTextsReady = extendTexts(pageTexts);
