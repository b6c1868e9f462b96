// The call's texts in every locale (widget/locales/call): loaded with the call, not with the
// first screen, and added to the widget's texts before the call shows anything.

import callTexts from 'spec-locales:../locales/call';
import { extendTexts } from '../i18n/i18n';

export const callTextsReady = extendTexts(callTexts);
