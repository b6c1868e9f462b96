// Who is told, and what visitors are sent: the team's addresses, the two switches of mail to
// visitors, and each channel's own team and waiting alert. Save sends it all; what is refused
// is shown at its field, which takes the focus; once saved, the focus goes to the word "Saved".
import { useStore } from '@nanostores/react';
import { OUTGOING_LIMITS } from '@shared/api/outgoing';
import { useState } from 'react';
import { errorText } from '../../components/errorText';
import { useT } from '../../i18n';
import { $channels } from '../../stores/channels';
import { channelDraftOf, type MailField } from '../../stores/mailDraftRules';
import {
  $mailDirty,
  $mailDraft,
  $mailProblems,
  discardMail,
  editSwitches,
  editTeam,
  saveMail,
} from '../../stores/mailSettings';
import { AddressesField } from './AddressesField';
import { ChannelMailFields, channelAddressesId, channelMinutesId } from './ChannelMailFields';

const TEAM_ID = 'mail-team';

const idOfField = (field: MailField) =>
  field == 'team'
    ? TEAM_ID
    : field.startsWith('addresses:')
      ? channelAddressesId(field.slice('addresses:'.length))
      : channelMinutesId(field.slice('minutes:'.length));

export function MailSettingsForm() {
  const t = useT();
  const draft = useStore($mailDraft);
  const problems = useStore($mailProblems);
  const dirty = useStore($mailDirty);
  const channels = useStore($channels);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'refused'>();
  const [error, setError] = useState('');

  const save = async () => {
    setError('');
    setOutcome(undefined);
    setSaving(true);
    try {
      const result = await saveMail();
      setOutcome(result.kind);
      if (result.kind == 'saved') document.getElementById('mail-save-state')?.focus();
      else {
        // The first field refused in the order of the page: the team's, then the channels' as listed.
        const ids = result.fields.map(idOfField);
        const first = [...document.querySelectorAll<HTMLElement>('.mail-form textarea, .mail-form input')].find(
          (element) => ids.includes(element.id),
        );
        first?.focus();
      }
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setSaving(false);
    }
  };

  const state = saving
    ? t('mail.form.saving')
    : outcome == 'refused' && Object.keys(problems).length
      ? t('mail.form.refused')
      : dirty
        ? t('mail.form.unsaved')
        : outcome == 'saved'
          ? t('mail.form.saved')
          : '';

  return (
    <form
      class="outgoing__card mail-form"
      aria-labelledby="mail-form-heading"
      aria-busy={draft ? undefined : true}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="mail-form-heading">{t('mail.form.heading')}</h2>
      <AddressesField
        id={TEAM_ID}
        label={t('mail.form.team')}
        hint={t('mail.form.teamHelp', { max: OUTGOING_LIMITS.addresses })}
        value={draft?.team ?? ''}
        disabled={!draft}
        problems={problems.team}
        onValue={editTeam}
      />
      <fieldset class="mail-form__switches">
        <legend>{t('mail.form.visitorHeading')}</legend>
        <label class="switch">
          <input
            type="checkbox"
            checked={draft?.confirmToVisitor ?? false}
            disabled={!draft}
            onChange={(event) => editSwitches({ confirmToVisitor: event.currentTarget.checked })}
          />
          {t('mail.form.confirm')}
        </label>
        <label class="switch">
          <input
            type="checkbox"
            checked={draft?.repliesToVisitor ?? false}
            disabled={!draft}
            onChange={(event) => editSwitches({ repliesToVisitor: event.currentTarget.checked })}
          />
          {t('mail.form.replies')}
        </label>
      </fieldset>
      <h3>{t('mail.form.channelsHeading')}</h3>
      <p class="muted mail-form__intro">{t('mail.form.channelsIntro')}</p>
      {channels && channels.length == 0 && <p class="muted">{t('mail.form.noChannels')}</p>}
      {draft &&
        channels?.map((channel) => (
          <ChannelMailFields
            key={channel.channelId}
            channelId={channel.channelId}
            channelName={channel.channelName}
            draft={channelDraftOf(draft, channel.channelId)}
            problems={problems}
          />
        ))}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <div class="mail-form__actions">
        <button type="submit" class="button button--primary" disabled={!draft || saving}>
          {t('mail.form.save')}
        </button>
        <button type="button" class="button" disabled={!dirty || saving} onClick={discardMail}>
          {t('mail.form.discard')}
        </button>
        <span id="mail-save-state" role="status" class="mail-form__state" tabIndex={-1}>
          {state}
        </span>
      </div>
    </form>
  );
}
