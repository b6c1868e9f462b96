// One custom field of a template: its name, one of the spec's 9 field types, whether it is
// required, and its options: a list of names for a dropdown, radio or checkbox group, an
// indented tree for the cascader.
import type { TemplateField } from '@shared/api';
import type { SettingsProblem } from '@shared/channelRules';
import { FIELD_TYPE, type FieldType } from '@shared/codes';
import { fieldOptions } from '@shared/customFields';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { Choice, problemAt, TextArea, TextInput, Toggle } from '../fields';
import {
  fieldValueOfNames,
  fieldValueOfTree,
  optionsKind,
  treeOfText,
  treeText,
  withTemplateFieldType,
} from './fieldOptions';
import { CONTENT_LIMITS } from './limits';
import { NameList } from './NameList';

const TYPE_KEYS = Object.entries(FIELD_TYPE) as [keyof typeof FIELD_TYPE, FieldType][];

interface Props {
  field: TemplateField;
  /** The field's path: `${template path}.items.${index}`. */
  at: string;
  onField: (field: TemplateField) => void;
  problems: readonly SettingsProblem[];
}

export function TemplateFieldFields({ field, at, onField, problems }: Props) {
  const t = useT();
  const L = CONTENT_LIMITS;
  const kind = optionsKind(field.fieldType);
  return (
    <div class="content-entry">
      <div class="content-entry__row">
        <TextInput
          path={`${at}.fieldName`}
          label={t('channelContent.template.fieldName')}
          help={t('channelContent.template.fieldNameHelp', { max: L.fieldName })}
          value={field.fieldName}
          maxLength={L.fieldName}
          problem={problemAt(problems, `${at}.fieldName`)}
          onValue={(fieldName) => onField({ ...field, fieldName })}
        />
        <Choice<FieldType>
          path={`${at}.fieldType`}
          label={t('channelContent.template.fieldType')}
          help={t('channelContent.template.fieldTypeHelp')}
          value={field.fieldType}
          options={TYPE_KEYS.map(([key, value]) => ({ value, label: t(`channelContent.fieldTypes.${key}`) }))}
          onValue={(fieldType) => onField(withTemplateFieldType(field, fieldType))}
        />
      </div>
      <Toggle
        path={`${at}.requiredStatus`}
        label={t('channelContent.template.required')}
        help={t('channelContent.template.requiredHelp')}
        value={field.requiredStatus}
        onValue={(requiredStatus) => onField({ ...field, requiredStatus })}
      />
      {kind == 'list' && (
        <NameList
          path={`${at}.options`}
          entryLabel={t('channelContent.options.option')}
          help={t('channelContent.options.templateHelp')}
          names={fieldOptions(field).map((option) => option.name)}
          onNames={(names) => onField({ ...field, fieldValue: fieldValueOfNames(names) })}
          maxLength={L.fieldName}
          addLabel={t('channelContent.options.add')}
          problems={problems}
        />
      )}
      {kind == 'tree' && (
        <CascaderText
          key={field.fieldId}
          path={`${at}.fieldValue`}
          field={field}
          onFieldValue={(fieldValue) => onField({ ...field, fieldValue })}
        />
      )}
      {kind != 'none' && problems.some((problem) => problem.field == `${at}.fieldValue`) && (
        <p role="alert" class="error field__error">
          {problemAt(problems, `${at}.fieldValue`)}
        </p>
      )}
    </div>
  );
}

/**
 * The cascader's tree as indented text. The text is kept as typed (a new line, an indent not yet
 * followed by a name), and the tree it describes is what the field stores.
 */
function CascaderText(props: { path: string; field: TemplateField; onFieldValue: (fieldValue: string) => void }) {
  const t = useT();
  const [text, setText] = useState(() => treeText(fieldOptions(props.field)));
  return (
    <TextArea
      path={props.path}
      label={t('channelContent.options.tree')}
      help={t('channelContent.options.treeHelp')}
      value={text}
      rows={6}
      onValue={(typed) => {
        setText(typed);
        props.onFieldValue(fieldValueOfTree(treeOfText(typed)));
      }}
    />
  );
}
