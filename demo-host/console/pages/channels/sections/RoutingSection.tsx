// Routing: who answers first (the receive mode), when the robot offers an agent, the groups a
// visitor may pick and who answers in each, and the working hours outside which no agent is called.
import { RECEIVE_MODE, ROBOT_TRANSFER_MODE } from '@shared/codes';
import { useT } from '../../../i18n';
import { GroupsEditor } from '../basics/GroupsEditor';
import { RadioChoice } from '../basics/RadioChoice';
import { patchOf } from '../basics/settingKeys';
import { WorkingHoursEditor } from '../basics/WorkingHoursEditor';
import { Choice, FieldGroup, problemAt, Toggle } from '../fields';
import type { SectionProps } from './sectionProps';

const RECEIVE_MODES = ['robot', 'humanFirst', 'robotGuide', 'humanOnly'] as const;
const TRANSFER_MODES = ['off', 'button', 'automatic'] as const;
type TransferKey = 'robotAnswerTransferUserMode' | 'robotGuideTransferUserMode' | 'robotUnknownTransferUserMode';

export function RoutingSection({ tenantId, settings, update, problems }: SectionProps) {
  const t = useT();
  const text = (key: string) => t(`channelBasics.routing.${key}`);
  const transferModes = TRANSFER_MODES.map((mode) => ({
    value: ROBOT_TRANSFER_MODE[mode],
    label: text(`transfer.${mode}`),
  }));
  const transfer = (key: TransferKey) => (
    <Choice
      path={key}
      label={text(key)}
      help={text(`${key}Help`)}
      problem={problemAt(problems, key)}
      value={settings[key]}
      options={transferModes}
      onValue={(value) => update(patchOf(key, value))}
    />
  );
  return (
    <>
      <FieldGroup title={text('whoAnswers')}>
        <RadioChoice
          path="receiveMode"
          legend={text('receiveMode')}
          help={text('receiveModeHelp')}
          problem={problemAt(problems, 'receiveMode')}
          value={settings.receiveMode}
          options={RECEIVE_MODES.map((mode) => ({
            value: RECEIVE_MODE[mode],
            label: text(`receive.${mode}`),
            line: text(`receive.${mode}Line`),
          }))}
          onValue={(receiveMode) => update({ receiveMode })}
        />
        <Toggle
          path="msgToTransferFlag"
          label={text('msgToTransferFlag')}
          help={text('msgToTransferFlagHelp')}
          value={settings.msgToTransferFlag}
          onValue={(msgToTransferFlag) => update({ msgToTransferFlag })}
        />
      </FieldGroup>
      <FieldGroup title={text('robotOffers')}>
        <Toggle
          path="transferUserMode"
          label={text('transferUserMode')}
          help={text('transferUserModeHelp')}
          value={settings.transferUserMode}
          onValue={(transferUserMode) => update({ transferUserMode })}
        />
        {transfer('robotAnswerTransferUserMode')}
        {transfer('robotGuideTransferUserMode')}
        {transfer('robotUnknownTransferUserMode')}
      </FieldGroup>
      <FieldGroup title={text('groups')}>
        <Toggle
          path="groupMode"
          label={text('groupMode')}
          help={text('groupModeHelp')}
          value={settings.groupMode}
          onValue={(groupMode) => update({ groupMode })}
        />
        <GroupsEditor
          tenantId={tenantId}
          groups={settings.groupList}
          onGroups={(groupList) => update({ groupList })}
          problems={problems}
        />
      </FieldGroup>
      <FieldGroup title={text('hours')}>
        <WorkingHoursEditor
          hours={settings.workingHours}
          onHours={(workingHours) => update({ workingHours })}
          problems={problems}
        />
      </FieldGroup>
    </>
  );
}
