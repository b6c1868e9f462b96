// The tenant's work-order types and field templates, shared by every channel: each saved on its
// own. A template is also a card form, which agents send from the chat.
import { useState } from 'react';
import { useT } from '../../../i18n';
import type { WorkOrderSetup } from '../../../stores/tenantSetup';
import { FieldGroup } from '../fields';
import { TemplateForm } from './TemplateForm';
import { WorkOrderTypeForm } from './WorkOrderTypeForm';

const NEW_TYPE = { typeId: 0, name: '', templateId: null };
const NEW_TEMPLATE = { templateId: 0, name: '', items: [] };

export function WorkOrderSetupEditor({ tenantId, setup }: { tenantId: string; setup: WorkOrderSetup }) {
  const t = useT();
  const [addingType, setAddingType] = useState(false);
  const [addingTemplate, setAddingTemplate] = useState(false);

  return (
    <div class="content-tenant">
      <p class="content-tenant__note">{t('channelContent.woType.tenantNote')}</p>
      <FieldGroup title={t('channelContent.woType.heading')}>
        {setup.types.map((type) => (
          <WorkOrderTypeForm key={type.typeId} tenantId={tenantId} type={type} templates={setup.templates} />
        ))}
        {addingType ? (
          <>
            <WorkOrderTypeForm
              tenantId={tenantId}
              type={NEW_TYPE}
              templates={setup.templates}
              onSaved={() => setAddingType(false)}
            />
            <button type="button" class="button button--small" onClick={() => setAddingType(false)}>
              {t('channelContent.tenant.cancel')}
            </button>
          </>
        ) : (
          <button type="button" class="button button--small" onClick={() => setAddingType(true)}>
            {t('channelContent.woType.add')}
          </button>
        )}
      </FieldGroup>
      <FieldGroup title={t('channelContent.template.heading')}>
        <p class="field__hint">{t('channelContent.template.cardNote')}</p>
        {setup.templates.map((template) => (
          <details key={template.templateId} class="content-template__item">
            <summary>{t('channelContent.template.summary', { id: template.templateId, name: template.name })}</summary>
            <TemplateForm tenantId={tenantId} template={template} />
          </details>
        ))}
        {addingTemplate ? (
          <>
            <TemplateForm tenantId={tenantId} template={NEW_TEMPLATE} onSaved={() => setAddingTemplate(false)} />
            <button type="button" class="button button--small" onClick={() => setAddingTemplate(false)}>
              {t('channelContent.tenant.cancel')}
            </button>
          </>
        ) : (
          <button type="button" class="button button--small" onClick={() => setAddingTemplate(true)}>
            {t('channelContent.template.add')}
          </button>
        )}
      </FieldGroup>
    </div>
  );
}
