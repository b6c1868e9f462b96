// Leave messages: whether visitors may leave one, plain or as a work order of one of the
// tenant's types, the title over the form; and the tenant's work-order types and field
// templates (custom fields, card forms), which every channel shares and which save on their own.
import { useStore } from '@nanostores/react';
import { LEAVE_MSG_TYPE } from '@shared/codes';
import { useEffect, useState } from 'react';
import { errorText } from '../../../components/errorText';
import { useT } from '../../../i18n';
import { $workOrderSetup, loadWorkOrderSetup } from '../../../stores/tenantSetup';
import { CONTENT_LIMITS } from '../content/limits';
import { WorkOrderSetupEditor } from '../content/WorkOrderSetupEditor';
import { Choice, FieldGroup, problemAt, Toggle } from '../fields';
import { RichTextSetting } from '../RichTextSetting';
import type { SectionProps } from './sectionProps';

export function LeaveSection({ tenantId, settings, update, problems }: SectionProps) {
  const t = useT();
  const stored = useStore($workOrderSetup);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    loadWorkOrderSetup(tenantId).catch((error: unknown) => setFailure(errorText(t, error)));
  }, [tenantId, t]);
  const setup = stored?.tenantId == tenantId ? stored.value : undefined;
  const workOrder = settings.leaveMsgType == LEAVE_MSG_TYPE.workOrder;
  const chosenType = setup?.types.find((type) => type.typeId == settings.leaveMsgWoType);

  return (
    <>
      <FieldGroup title={t('channelContent.leave.title')}>
        <Toggle
          path="leaveMsgMode"
          label={t('channelContent.leave.mode')}
          help={t('channelContent.leave.modeHelp')}
          value={settings.leaveMsgMode}
          onValue={(leaveMsgMode) => update({ leaveMsgMode })}
        />
        <Choice
          path="leaveMsgType"
          label={t('channelContent.leave.type')}
          help={t('channelContent.leave.typeHelp')}
          value={settings.leaveMsgType}
          options={[
            { value: LEAVE_MSG_TYPE.plain, label: t('channelContent.leave.plain') },
            { value: LEAVE_MSG_TYPE.workOrder, label: t('channelContent.leave.workOrder') },
          ]}
          onValue={(leaveMsgType) => update({ leaveMsgType })}
        />
        {workOrder && (
          <Choice<number>
            path="leaveMsgWoType"
            label={t('channelContent.leave.woType')}
            help={t('channelContent.leave.woTypeHelp')}
            value={settings.leaveMsgWoType}
            problem={
              problemAt(problems, 'leaveMsgWoType') ??
              (setup && !chosenType ? t('channelContent.leave.woTypeMissing') : undefined)
            }
            options={[
              { value: 0, label: t('channelContent.leave.woTypeNone') },
              ...(setup?.types ?? []).map((type) => ({ value: type.typeId, label: type.name })),
              // A type not (yet) in the list stays shown as it is rather than silently changing.
              ...(settings.leaveMsgWoType && !chosenType
                ? [{ value: settings.leaveMsgWoType, label: `#${settings.leaveMsgWoType}` }]
                : []),
            ]}
            onValue={(leaveMsgWoType) => update({ leaveMsgWoType })}
          />
        )}
        <RichTextSetting
          path="leaveMsgTitle"
          label={t('channelContent.leave.heading')}
          help={t('channelContent.leave.headingHelp', { max: CONTENT_LIMITS.richText })}
          maxLength={CONTENT_LIMITS.richText}
          value={settings.leaveMsgTitle}
          problem={problemAt(problems, 'leaveMsgTitle')}
          onValue={(leaveMsgTitle) => update({ leaveMsgTitle })}
        />
      </FieldGroup>
      <FieldGroup title={t('channelContent.woType.tenant')}>
        {failure && (
          <p role="alert" class="error">
            {failure}
          </p>
        )}
        {!setup && !failure && <p class="field__hint">{t('channelContent.tenant.loading')}</p>}
        {setup && <WorkOrderSetupEditor key={tenantId} tenantId={tenantId} setup={setup} />}
      </FieldGroup>
    </>
  );
}
