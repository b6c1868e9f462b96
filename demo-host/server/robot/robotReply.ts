// The text of the robot's message for an answer: the document's rich text (both parts'
// under their questions for a two-part question), or the robot's own words in the
// visitor's language (robotTexts.ts).

import type { RobotLabels } from '@shared/api';
import { ROBOT_ANSWER_STATUS, ROBOT_ANSWER_TYPE } from '@shared/codes';
import { escapeHtml } from '@shared/escapeHtml';
import type { RobotAnswer } from './robotAnswer';
import { robotText } from './robotTexts';

/** A locale's name in the visitor's language ("English", "Español"); 'tw' is Traditional Chinese. */
const languageName = (lang: string, inLang: string): string => {
  const code = (code: string) => (code == 'tw' ? 'zh-Hant' : code);
  try {
    const name = new Intl.DisplayNames([code(inLang), 'en'], { type: 'language' }).of(code(lang)) ?? lang;
    return name.charAt(0).toLocaleUpperCase(code(inLang)) + name.slice(1);
  } catch {
    return lang;
  }
};

/** The question a confirm asks about, without its own question mark ("Did you mean: X?"). */
const withoutQuestionMark = (question: string) => question.trim().replace(/[?？؟]+$/u, '');

export function robotReplyText(answer: RobotAnswer): string {
  const { lang } = answer;
  if (answer.status == ROBOT_ANSWER_STATUS.transfer) return robotText(lang, 'transfer');
  switch (answer.answerType) {
    case ROBOT_ANSWER_TYPE.answer:
      if (answer.docs && answer.docs.length > 1)
        return answer.docs.map((doc) => `<p><strong>${escapeHtml(doc.question)}</strong></p>${doc.answer}`).join('');
      return answer.doc!.answer;
    case ROBOT_ANSWER_TYPE.guide:
      if (answer.otherLanguages)
        return robotText(lang, 'otherLanguage', {
          languages: answer.otherLanguages.map((other) => languageName(other, lang)).join(', '),
        });
      if (answer.confirm)
        return robotText(lang, 'confirm', { question: withoutQuestionMark(answer.suggestList[0]!.question) });
      return robotText(lang, 'guide');
    case ROBOT_ANSWER_TYPE.unknown:
      return robotText(lang, answer.courtesy ? 'courtesy' : answer.declined ? 'declined' : 'unknown');
    default:
      return answer.answerType satisfies never;
  }
}

/** The labels of the buttons under the robot's message, in the language it answered in. */
export const robotLabels = (lang: string): Required<RobotLabels> => ({
  yes: robotText(lang, 'yes'),
  no: robotText(lang, 'no'),
  transfer: robotText(lang, 'transferButton'),
  useful: robotText(lang, 'useful'),
  notUseful: robotText(lang, 'notUseful'),
  feedback: robotText(lang, 'feedback'),
  readFull: robotText(lang, 'readFull'),
});
