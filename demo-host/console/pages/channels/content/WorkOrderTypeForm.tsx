// One work-order type of the tenant: its name and the template of custom fields a visitor fills
// when they open one; saved with its own button.
import type { FieldTemplateSetup, WorkOrderType } from '@shared/api';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { saveWorkOrderType, type WorkOrderTypeDraft } from '../../../stores/tenantSetup';
import { Choice, TextInput } from '../fields';
import { CONTENT_LIMITS } from './limits';
import { SaveButton } from './SaveButton';

const draftOf = (type: WorkOrderType): WorkOrderTypeDraft => ({
  typeId: type.typeId,
  name: type.name,
  ...(type.templateId != null && { templateId: type.templateId }),
});

interface Props {
  tenantId: string;
  /** typeId 0: a new one. */
  type: WorkOrderType;
  templates: readonly FieldTemplateSetup[];
  onSaved?: () => void;
}

export function WorkOrderTypeForm({ tenantId, type, templates, onSaved }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<WorkOrderTypeDraft>();
  const saved = draftOf(type);
  const shown = draft ?? saved;
  const at = `woTypes.${type.typeId}`;
  const blank = !shown.name.trim();

  return (
    <div class="content-entry content-entry__row">
      <TextInput
        path={`${at}.name`}
        label={t('channelContent.woType.name')}
        help={t('channelContent.woType.nameHelp', { max: CONTENT_LIMITS.typeName })}
        value={shown.name}
        maxLength={CONTENT_LIMITS.typeName}
        problem={blank && draft ? t('channelContent.template.blank') : undefined}
        onValue={(name) => setDraft({ ...shown, name })}
      />
      <Choice<number>
        path={`${at}.templateId`}
        label={t('channelContent.woType.template')}
        help={t('channelContent.woType.templateHelp')}
        value={shown.templateId ?? 0}
        options={[
          { value: 0, label: t('channelContent.woType.noTemplate') },
          ...templates.map((template) => ({ value: template.templateId, label: template.name })),
        ]}
        onValue={(templateId) => {
          const { templateId: _old, ...rest } = shown;
          setDraft(templateId ? { ...rest, templateId } : rest);
        }}
      />
      <SaveButton
        label={t('channelContent.woType.save')}
        dirty={JSON.stringify(shown) != JSON.stringify(saved)}
        blocked={blank}
        save={async () => {
          await saveWorkOrderType(tenantId, shown);
          setDraft(undefined);
          onSaved?.();
        }}
      />
    </div>
  );
}
