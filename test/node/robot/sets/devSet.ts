// The development sets by language: the questions the robot is tuned on (the held-out test
// sets are testSet.*.ts). See visitorQuestion.ts for the format and the docId numbering.
import { DEV_SET_AR } from './devSet.ar';
import { DEV_SET_DE } from './devSet.de';
import { DEV_SET_EN } from './devSet.en';
import { DEV_SET_ES } from './devSet.es';
import { DEV_SET_FR } from './devSet.fr';
import { DEV_SET_JA } from './devSet.ja';
import { DEV_SET_ZH } from './devSet.zh';
import type { VisitorQuestion } from './visitorQuestion';

export const DEV_SETS: Readonly<Record<string, readonly VisitorQuestion[]>> = {
  en: DEV_SET_EN,
  zh: DEV_SET_ZH,
  es: DEV_SET_ES,
  de: DEV_SET_DE,
  fr: DEV_SET_FR,
  ja: DEV_SET_JA,
  ar: DEV_SET_AR,
};
