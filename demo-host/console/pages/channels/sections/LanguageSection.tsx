// Language: the widget's own words in one of the spec's 24 locales, each named in itself, or
// in the visitor's language. The channel's texts (greeting, notice, menus) stay as written.

import { useStore } from '@nanostores/react';
import { CHANNEL_LANGUAGES } from '@shared/api/channel';
import { $language, useT } from '../../../i18n';
import { Choice, FieldGroup, problemAt } from '../fields';
import type { SectionProps } from './sectionProps';

/** The spec's `tw` is traditional Chinese, `zh` simplified: Intl names them by script. */
const INTL_CODE: Record<string, string> = { zh: 'zh-Hans', tw: 'zh-Hant' };

/** A locale in its own words, then in the console's if they differ: "Deutsch (German)". */
function localeName(code: string, consoleLanguage: string): string {
  const intl = INTL_CODE[code] ?? code;
  const own = new Intl.DisplayNames([intl], { type: 'language' }).of(intl) ?? code;
  const ours = new Intl.DisplayNames([consoleLanguage], { type: 'language' }).of(intl) ?? code;
  return own == ours ? own : `${own} (${ours})`;
}

export function LanguageSection({ settings, update, problems }: SectionProps) {
  const t = useT();
  const consoleLanguage = useStore($language) ?? 'en';
  const options = CHANNEL_LANGUAGES.map((code) => ({
    value: code,
    label: code ? localeName(code, consoleLanguage) : t('channelBasics.language.visitors'),
  }));
  return (
    <FieldGroup title={t('channelBasics.language.title')}>
      <Choice
        path="language"
        label={t('channelBasics.language.label')}
        help={t('channelBasics.language.help')}
        problem={problemAt(problems, 'language')}
        value={settings.language}
        options={options}
        onValue={(language) => update({ language })}
      />
      <p class="muted channel-note">{t('channelBasics.language.textsStay')}</p>
    </FieldGroup>
  );
}
