// Send a dynamic form (msgType 10) built from one of the tenant's card templates: its name as
// the form's title, its fields as the form's fields.

import type { AgentReplies } from '@shared/api/agentReplies';
import { useEffect, useState } from 'react';
import { callAgent } from '../../api/agentClient';
import { errorText } from '../../components/errorText';
import { focusOnMount } from '../../components/focusOnMount';
import { useT } from '../../i18n';

type Template = AgentReplies['cardTemplates']['list'][number];

interface Props {
  onSend: (content: string) => Promise<void>;
  onClose: () => void;
}

export function FormDialog({ onSend, onClose }: Props) {
  const t = useT();
  const [templates, setTemplates] = useState<Template[]>();
  const [error, setError] = useState('');
  useEffect(() => {
    callAgent('cardTemplates', {}).then(
      (reply) => setTemplates(reply.list),
      (failure: unknown) => setError(errorText(t, failure)),
    );
  }, []);
  return (
    <div class="modal" role="presentation" onKeyDown={(event) => event.key == 'Escape' && onClose()}>
      <div class="modal__box" role="dialog" aria-modal="true" aria-label={t('forms.choose')}>
        <h2>{t('forms.choose')}</h2>
        {error && (
          <p role="alert" class="error">
            {error}
          </p>
        )}
        {templates?.length == 0 && <p class="muted">{t('forms.noTemplates')}</p>}
        <ul class="form-templates">
          {templates?.map((template, index) => (
            <li key={template.templateId}>
              <button
                type="button"
                class="button"
                ref={index == 0 ? focusOnMount : undefined}
                onClick={async () => {
                  await onSend(JSON.stringify({ title: template.name, fields: template.items }));
                  onClose();
                }}
              >
                {template.name}
              </button>{' '}
              <span class="muted">{template.items.map((item) => item.fieldName).join(', ')}</span>
            </li>
          ))}
        </ul>
        <div class="modal__actions">
          <button type="button" class="button" onClick={onClose}>
            {t('forms.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
