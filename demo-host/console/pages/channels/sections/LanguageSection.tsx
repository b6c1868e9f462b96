// Language: the widget's own words in one of the spec's 24 locales, each named in itself, or
// in the visitor's language. The channel's texts (greeting, notice, menus) stay as written.

import { useStore } from '@nanostores/react';
import { CHANNEL_LANGUAGES } from '@shared/api/channel';
import { localeName } from '../../../components/localeName';
import { $language, useT } from '../../../i18n';
import { Choice, FieldGroup, problemAt } from '../fields';
import type { SectionProps } from './sectionProps';

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
