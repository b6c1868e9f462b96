// Texts: what the robot, the header, the notice banner and the automatic messages say, the
// timeouts' reminders, the queue's place (`##`) and the closed text.
import { CHANNEL_LIMITS } from '@shared/api/channel';
import { useT } from '../../../i18n';
import { SwitchedText } from '../basics/SwitchedText';
import { ColourInput, FieldGroup, problemAt, TextArea, TextInput, Toggle } from '../fields';
import { RichTextSetting } from '../RichTextSetting';
import type { SectionProps } from './sectionProps';

/** Where userQueueMsg puts the visitor's place in the queue (the spec's transfer result 3). */
const QUEUE_PLACE = '##';

export function TextsSection({ settings, update, problems }: SectionProps) {
  const t = useT();
  const text = (key: string, values?: Record<string, unknown>) => t(`channelBasics.texts.${key}`, values);
  const message = { max: CHANNEL_LIMITS.message };
  const switched = { settings, update, problems };
  const queuePlaceMissing = settings.userQueueMode == 1 && !settings.userQueueMsg.includes(QUEUE_PLACE);
  return (
    <>
      <FieldGroup title={text('greeting')}>
        <RichTextSetting
          path="robotWelcomeMsg"
          label={text('robotWelcomeMsg')}
          help={text('robotWelcomeMsgHelp', { max: CHANNEL_LIMITS.richText })}
          problem={problemAt(problems, 'robotWelcomeMsg')}
          maxLength={CHANNEL_LIMITS.richText}
          value={settings.robotWelcomeMsg}
          onValue={(robotWelcomeMsg) => update({ robotWelcomeMsg })}
        />
        <TextInput
          path="titleDesc"
          label={text('titleDesc')}
          help={text('titleDescHelp', { max: CHANNEL_LIMITS.titleDesc })}
          problem={problemAt(problems, 'titleDesc')}
          maxLength={CHANNEL_LIMITS.titleDesc}
          value={settings.titleDesc}
          onValue={(titleDesc) => update({ titleDesc })}
        />
      </FieldGroup>
      <FieldGroup title={text('notice')}>
        <Toggle
          path="noticeMode"
          label={text('noticeMode')}
          help={text('noticeModeHelp')}
          value={settings.noticeMode}
          onValue={(noticeMode) => update({ noticeMode })}
        />
        <TextArea
          path="noticeMsg"
          label={text('noticeMsg')}
          help={text('noticeMsgHelp', message)}
          problem={problemAt(problems, 'noticeMsg')}
          maxLength={CHANNEL_LIMITS.message}
          rows={2}
          value={settings.noticeMsg}
          onValue={(noticeMsg) => update({ noticeMsg })}
        />
        <ColourInput
          path="noticeBgColor"
          label={text('noticeBgColor')}
          help={text('noticeBgColorHelp')}
          problem={problemAt(problems, 'noticeBgColor')}
          value={settings.noticeBgColor}
          onValue={(noticeBgColor) => update({ noticeBgColor })}
        />
      </FieldGroup>
      <FieldGroup title={text('agentMessages')}>
        <SwitchedText {...switched} name="adminWelcome" mode="adminWelcomeMode" text="adminWelcomeMsg" />
        <SwitchedText {...switched} name="adminOffline" mode="adminOfflineMode" text="adminOfflineMsg" />
        <SwitchedText {...switched} name="adminClose" mode="adminCloseMode" text="adminCloseMsg" />
      </FieldGroup>
      <FieldGroup title={text('silences')}>
        <SwitchedText
          {...switched}
          name="userTimeout"
          mode="userTimeoutMode"
          text="userTimeoutMsg"
          minutes="userTimeoutTime"
        />
        <SwitchedText
          {...switched}
          name="adminTimeout"
          mode="adminTimeoutMode"
          text="adminTimeoutMsg"
          minutes="adminTimeoutTime"
        />
        <TextArea
          path="userOverMsg"
          label={text('userOverMsg')}
          help={text('userOverMsgHelp', message)}
          problem={problemAt(problems, 'userOverMsg')}
          maxLength={CHANNEL_LIMITS.message}
          rows={2}
          value={settings.userOverMsg}
          onValue={(userOverMsg) => update({ userOverMsg })}
        />
      </FieldGroup>
      <FieldGroup title={text('waiting')}>
        <Toggle
          path="userQueueMode"
          label={text('userQueueMode')}
          help={text('userQueueModeHelp')}
          value={settings.userQueueMode}
          onValue={(userQueueMode) => update({ userQueueMode })}
        />
        <TextArea
          path="userQueueMsg"
          label={text('userQueueMsg')}
          help={text('userQueueMsgHelp', { ...message, place: QUEUE_PLACE })}
          problem={problemAt(problems, 'userQueueMsg')}
          maxLength={CHANNEL_LIMITS.message}
          rows={2}
          value={settings.userQueueMsg}
          onValue={(userQueueMsg) => update({ userQueueMsg })}
        />
        {/* A warning, not a refusal: a queue text without the place still works. */}
        <p role="status" class="channel-warning">
          {queuePlaceMissing ? text('userQueuePlaceMissing', { place: QUEUE_PLACE }) : ''}
        </p>
        <TextArea
          path="unWorkingMsg"
          label={text('unWorkingMsg')}
          help={text('unWorkingMsgHelp', message)}
          problem={problemAt(problems, 'unWorkingMsg')}
          maxLength={CHANNEL_LIMITS.message}
          rows={2}
          value={settings.unWorkingMsg}
          onValue={(unWorkingMsg) => update({ unWorkingMsg })}
        />
      </FieldGroup>
    </>
  );
}
