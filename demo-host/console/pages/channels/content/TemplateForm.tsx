// One field template of the tenant, edited as a draft of its own and saved with its own button:
// its name and its fields in order. A work-order type uses it for its custom fields; agents send
// it as a card form (a link card opens it by its id).
import type { FieldTemplateSetup } from '@shared/api';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { saveTemplate, type TemplateDraft } from '../../../stores/tenantSetup';
import { ListEditor, problemAt, TextInput } from '../fields';
import { CONTENT_LIMITS } from './limits';
import { listLabels } from './listLabels';
import { SaveButton } from './SaveButton';
import { TemplateFieldFields } from './TemplateFieldFields';
import { newTemplateField, templateProblems } from './templateRules';

/** The template as saveTemplate takes it: each field's own five fields, whatever else an answer carried. */
const draftOf = (template: FieldTemplateSetup): TemplateDraft => ({
  templateId: template.templateId,
  name: template.name,
  items: template.items.map(({ fieldId, fieldName, fieldType, requiredStatus, fieldValue }) => ({
    fieldId,
    fieldName,
    fieldType,
    requiredStatus,
    fieldValue,
  })),
});

interface Props {
  tenantId: string;
  /** templateId 0: a new one. */
  template: FieldTemplateSetup;
  onSaved?: () => void;
}

export function TemplateForm({ tenantId, template, onSaved }: Props) {
  const t = useT();
  const L = CONTENT_LIMITS;
  const [draft, setDraft] = useState<TemplateDraft>();
  const saved = draftOf(template);
  const shown = draft ?? saved;
  const at = `templates.${template.templateId}`;
  const problems = templateProblems(shown, at, {
    blank: t('channelContent.template.blank'),
    noOptions: t('channelContent.template.noOptions'),
    tooLong: t('channelContent.template.tooLong', { max: L.fieldValue }),
  });
  const change = (patch: Partial<TemplateDraft>) => setDraft({ ...shown, ...patch });

  return (
    <div class="content-entry content-template">
      <TextInput
        path={`${at}.name`}
        label={t('channelContent.template.name')}
        help={t('channelContent.template.nameHelp', { max: L.templateName })}
        value={shown.name}
        maxLength={L.templateName}
        problem={problemAt(problems, `${at}.name`)}
        onValue={(name) => change({ name })}
      />
      <p class="field__hint">{t('channelContent.template.fieldsHelp', { max: L.templateFields })}</p>
      <ListEditor
        items={shown.items}
        onItems={(items) => change({ items })}
        nameOf={(field, index) => field.fieldName || t('channelContent.template.numbered', { n: index + 1 })}
        labels={listLabels(t)}
        addLabel={t('channelContent.template.addField')}
        onAdd={
          shown.items.length < L.templateFields
            ? () => newTemplateField(shown.items, t('channelContent.template.newField'))
            : undefined
        }
        render={(field, index, changeField) => (
          <TemplateFieldFields field={field} at={`${at}.items.${index}`} onField={changeField} problems={problems} />
        )}
      />
      <SaveButton
        label={t('channelContent.template.save')}
        dirty={JSON.stringify(shown) != JSON.stringify(saved)}
        blocked={problems.length > 0}
        save={async () => {
          await saveTemplate(tenantId, shown);
          setDraft(undefined);
          onSaved?.();
        }}
      />
    </div>
  );
}
