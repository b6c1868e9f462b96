// What the robot says in its own words (not a document's answer), in each of the spec's 24
// locales: the visitor reads them in the language they asked in. `{question}` and
// `{languages}` are filled in by robotText().

export interface RobotTexts {
  /** Nothing relevant found. */
  unknown: string;
  /** A guide listing several close questions. */
  guide: string;
  /** A guide with one option: "Did you mean: {question}?" (Yes / No under it). */
  confirm: string;
  /** The visitor pressed No on a confirm. */
  declined: string;
  /** The robot hands the visitor to a human. */
  transfer: string;
  /** No document in the visitor's language: says which languages it can answer in ({languages}). */
  otherLanguage: string;
}

/** Keyed by the spec's locale codes ('tw' is Traditional Chinese). */
export const ROBOT_TEXTS: Readonly<Record<string, RobotTexts>> = {
  en: {
    unknown: "Sorry, I don't have an answer for that yet. Could you put it another way, or ask for a human agent?",
    guide: 'Did you mean one of these?',
    confirm: 'Did you mean: {question}?',
    declined: 'Sorry about that. Could you put it another way, or ask for a human agent?',
    transfer: 'Transferring you to a human agent…',
    otherLanguage:
      "Sorry, I can't answer in your language yet. I can answer in {languages}: here are some questions I can help with, or ask for a human agent.",
  },
  zh: {
    unknown: '抱歉，我暂时还不能回答这个问题。您可以换个说法，或者转人工客服。',
    guide: '您是不是想问：',
    confirm: '您是不是想问：{question}？',
    declined: '抱歉没能帮上忙。您可以换个说法，或者转人工客服。',
    transfer: '正在为您转接人工客服…',
    otherLanguage:
      '抱歉，我暂时还不能用您的语言回答。我可以用{languages}回答：以下是我能解答的问题，您也可以转人工客服。',
  },
};

/** A text of the robot in `lang` (English when that locale has none), with its placeholders filled. */
export function robotText(lang: string, key: keyof RobotTexts, fill: { question?: string; languages?: string } = {}) {
  const text = (ROBOT_TEXTS[lang] ?? ROBOT_TEXTS.en!)[key];
  return text.replace('{question}', fill.question ?? '').replace('{languages}', fill.languages ?? '');
}
