// One entry of the pre-chat form. The first three are the spec's name, phone and e-mail: only
// whether they are shown and required changes. The others have a name, a field type the
// widget's form draws (a text box, or a drop-down list of options) and their options.
import type { UserForm } from '@shared/api';
import type { SettingsProblem } from '@shared/channelRules';
import { FIELD_TYPE } from '@shared/codes';
import { useT } from '../../../i18n';
import { Choice, problemAt, TextInput, Toggle } from '../fields';
import { CONTENT_LIMITS } from './limits';
import { NameList } from './NameList';

type Entry = UserForm['formList'][number];

/** The field types widget/pages/chat/UserFormDrawer.tsx draws: a select when there are options, else a text box. */
export const PRE_CHAT_FIELD_TYPES = [FIELD_TYPE.text, FIELD_TYPE.dropdown] as const;
type PreChatFieldType = (typeof PRE_CHAT_FIELD_TYPES)[number];

/** The entry as another type: a drop-down keeps its options, a text box has none. */
export function withFieldType(entry: Entry, fieldType: PreChatFieldType): Entry {
  const { options, ...rest } = entry;
  return fieldType == FIELD_TYPE.dropdown ? { ...rest, fieldType, options: options ?? [] } : { ...rest, fieldType };
}

interface Props {
  entry: Entry;
  index: number;
  fixed: boolean;
  onEntry: (entry: Entry) => void;
  problems: readonly SettingsProblem[];
}

export function PreChatEntryFields({ entry, index, fixed, onEntry, problems }: Props) {
  const t = useT();
  const at = `userForm.formList.${index}`;
  const L = CONTENT_LIMITS;
  const fieldType = entry.fieldType == FIELD_TYPE.dropdown ? FIELD_TYPE.dropdown : FIELD_TYPE.text;
  const flags = (
    <div class="content-entry__row">
      <Toggle
        path={`${at}.show`}
        label={t('channelContent.preChat.show')}
        help={t('channelContent.preChat.showHelp')}
        value={entry.show}
        onValue={(show) => onEntry({ ...entry, show })}
      />
      <Toggle
        path={`${at}.require`}
        label={t('channelContent.preChat.require')}
        help={t('channelContent.preChat.requireHelp')}
        value={entry.require}
        onValue={(require) => onEntry({ ...entry, require })}
      />
    </div>
  );
  if (fixed)
    return (
      <div class="content-entry">
        <p class="content-entry__fixed">
          <strong>{entry.name}</strong> <span class="field__hint">{t('channelContent.preChat.fixed')}</span>
        </p>
        {problemAt(problems, at) && (
          <p role="alert" class="error field__error">
            {problemAt(problems, at)}
          </p>
        )}
        {flags}
      </div>
    );

  return (
    <div class="content-entry">
      <div class="content-entry__row">
        <TextInput
          path={`${at}.name`}
          label={t('channelContent.preChat.name')}
          help={t('channelContent.preChat.nameHelp', { max: L.formEntryName })}
          value={entry.name}
          maxLength={L.formEntryName}
          problem={problemAt(problems, `${at}.name`)}
          onValue={(name) => onEntry({ ...entry, name })}
        />
        <Choice<PreChatFieldType>
          path={`${at}.fieldType`}
          label={t('channelContent.preChat.fieldType')}
          help={t('channelContent.preChat.fieldTypeHelp')}
          value={fieldType}
          problem={problemAt(problems, `${at}.fieldType`)}
          options={[
            { value: FIELD_TYPE.text, label: t('channelContent.fieldTypes.text') },
            { value: FIELD_TYPE.dropdown, label: t('channelContent.fieldTypes.dropdown') },
          ]}
          onValue={(chosen) => onEntry(withFieldType(entry, chosen))}
        />
      </div>
      {fieldType == FIELD_TYPE.dropdown && (
        <>
          <NameList
            path={`${at}.options`}
            entryKey="label"
            entryLabel={t('channelContent.options.option')}
            help={t('channelContent.options.help', { most: L.formOptions, max: L.formOption })}
            names={(entry.options ?? []).map((option) => option.label)}
            onNames={(names) => onEntry({ ...entry, options: names.map((name) => ({ label: name, value: name })) })}
            max={L.formOptions}
            maxLength={L.formOption}
            addLabel={t('channelContent.options.add')}
            problems={problems}
          />
          {!entry.options?.length && problemAt(problems, `${at}.options`) && (
            <p role="alert" class="error field__error">
              {problemAt(problems, `${at}.options`)}
            </p>
          )}
        </>
      )}
      {flags}
    </div>
  );
}
