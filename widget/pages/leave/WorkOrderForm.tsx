// Mode 2: the content (required), up to 3 pictures or videos, and the custom fields of the
// channel's work-order type, loaded 1 s after the form appears.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Attachments } from '../../forms/Attachments';
import { FormFields } from '../../forms/FormFields';
import {
  $formError,
  $leaveSending,
  $woAnswers,
  $woContent,
  $woFields,
  scheduleTemplate,
  setWoAnswer,
  setWoContent,
  woAttachments,
} from '../../stores/leave';
import { ContentField, LeaveForm } from './LeaveForm';

export function WorkOrderForm() {
  const content = useStore($woContent);
  const fields = useStore($woFields);
  const answers = useStore($woAnswers);
  const error = useStore($formError);
  const sending = useStore($leaveSending);
  useEffect(() => (fields.length ? undefined : scheduleTemplate()), []);

  return (
    <LeaveForm>
      <ContentField field="woContent" value={content} onInput={setWoContent} />
      <Attachments
        list={woAttachments}
        error={error?.field == 'attachments' ? error.text : undefined}
        disabled={sending}
      />
      <FormFields
        fields={fields}
        answers={answers}
        onAnswer={setWoAnswer}
        errors={error && /^\d+$/.test(error.field) ? { [Number(error.field)]: error.text } : {}}
        disabled={sending}
      />
    </LeaveForm>
  );
}
