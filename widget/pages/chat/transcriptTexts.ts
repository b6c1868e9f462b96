// The texts of "E-mail me this conversation" in every locale (widget/locales/transcript): loaded with its dialog,
// not with the first screen, and added before the dialog draws (the quick menu's entry stays with the first screen).

import transcriptTexts from 'spec-locales:../../locales/transcript';
import { extendTexts } from '../../i18n/i18n';

export const transcriptTextsReady = extendTexts(transcriptTexts);
