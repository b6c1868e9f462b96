// A mail ready for nodemailer: its subject, plain-text part and HTML part in the reader's
// locale. What each kind says is in mailDrafts.ts, the words in mailTexts/, and the two parts
// are drawn from the same blocks so that they say the same.
import { normalizeLocale, SPEC_LOCALES } from '@shared/chooseLocale';
import { plain } from './mailBlocks';
import type { ComposedMail, MailContent } from './mailContent';
import { mailDraft } from './mailDrafts';
import { MAIL_TEXTS } from './mailTexts';
import { renderHtml } from './renderHtml';
import { renderText } from './renderText';
import { subjectLine } from './subjectLine';
import { localeTag } from './transcriptClock';

const MAIL_FALLBACK_LOCALE = 'en';

/**
 * The locale of a mail: the first candidate (the visitor's locale, the channel's language, …)
 * that names one of the spec's locales, as the widget reads codes (`zh-TW` is `tw`, `fr-CA` is
 * `fr`); English when none does.
 */
export function mailLocale(...candidates: (string | undefined | null)[]): string {
  for (const candidate of candidates) {
    const code = normalizeLocale(candidate);
    if (code && SPEC_LOCALES.includes(code) && Object.hasOwn(MAIL_TEXTS, code)) return code;
  }
  return MAIL_FALLBACK_LOCALE;
}

export function composeMail(content: MailContent, locale: string): ComposedMail {
  const code = mailLocale(locale);
  const draft = mailDraft(MAIL_TEXTS[code]!, content, code);
  const subject = subjectLine(plain(draft.subject));
  return {
    subject,
    text: renderText(draft.blocks),
    html: renderHtml(draft.blocks, { locale: code, lang: localeTag(code), title: subject }),
  };
}
