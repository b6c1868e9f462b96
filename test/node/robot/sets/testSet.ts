// HELD OUT: the robot's test sets, one per language. Never tune the robot on them: do not read
// their questions to fix a miss, do not copy them into a development set or a knowledge doc.
// Read only their totals (npm run bench). To improve the robot, work on the development sets.

import { TEST_SET_AR } from './testSet.ar';
import { TEST_SET_DE } from './testSet.de';
import { TEST_SET_EN } from './testSet.en';
import { TEST_SET_ES } from './testSet.es';
import { TEST_SET_FR } from './testSet.fr';
import { TEST_SET_JA } from './testSet.ja';
import { TEST_SET_ZH } from './testSet.zh';
import type { VisitorQuestion } from './visitorQuestion';

export const TEST_SETS: Readonly<Record<string, readonly VisitorQuestion[]>> = {
  en: TEST_SET_EN,
  zh: TEST_SET_ZH,
  es: TEST_SET_ES,
  de: TEST_SET_DE,
  fr: TEST_SET_FR,
  ja: TEST_SET_JA,
  ar: TEST_SET_AR,
};
