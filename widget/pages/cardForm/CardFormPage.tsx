// /formData: a card template's fields and a submit button (desktop 600 px wide, centred;
// mobile full width). Required fields are checked first; the success text replaces the form.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { FormFields } from '../../forms/FormFields';
import { useFieldAnswers } from '../../forms/useFieldAnswers';
import { useT } from '../../i18n/i18n';
import { $cardForm, fillAnother, loadCardForm, submitCardForm } from '../../stores/cardForm';
import { SubPage } from '../SubPage';

export default function CardFormPage() {
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const templateId = Number(query.get('templateId'));
  const tenantId = query.get('tenantId') ?? undefined;
  const channelId = query.get('channelId') ?? undefined;
  const state = useStore($cardForm);

  useEffect(() => {
    void loadCardForm({ templateId, tenantId, channelId });
  }, [templateId, tenantId, channelId]);

  const title = state.status == 'ready' ? state.template.name : t('cardForm.title');
  return (
    <SubPage title={title} narrow>
      {state.status == 'loading' && <p class="page__status">{t('cardForm.loading')}</p>}
      {state.status == 'failed' && (
        <p class="page__status page__status--error" role="alert">
          {t('cardForm.loadFailed', { message: state.message })}
        </p>
      )}
      {state.status == 'ready' && state.sent && (
        <div class="card-form__done" role="status">
          <p class="card-form__success">{t('cardForm.success')}</p>
          <button type="button" class="page-button page-button--secondary" onClick={fillAnother}>
            {t('cardForm.again')}
          </button>
        </div>
      )}
      {state.status == 'ready' && !state.sent && <CardFormFields key={state.template.templateId} />}
    </SubPage>
  );
}

function CardFormFields() {
  const t = useT();
  const state = useStore($cardForm);
  const fields = state.status == 'ready' ? state.template.items : [];
  const { answers, setAnswer, errors, check, container } = useFieldAnswers(fields);
  if (state.status != 'ready') return null;
  return (
    <form
      ref={container}
      class="card-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (check()) void submitCardForm(fields, answers);
      }}
    >
      <FormFields fields={fields} answers={answers} onAnswer={setAnswer} errors={errors} />
      {state.error && (
        <p class="page__status page__status--error" role="alert">
          {t('cardForm.failed', { message: state.error })}
        </p>
      )}
      <button type="submit" class="page-button" aria-disabled={state.sending} disabled={state.sending}>
        {state.sending ? t('cardForm.sending') : t('cardForm.submit')}
      </button>
    </form>
  );
}
