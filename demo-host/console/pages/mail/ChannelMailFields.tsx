// One channel's part of the Mail form: its own addresses (empty: the tenant's team) and the
// minutes a visitor may wait with no agent online before the team is mailed (0: never).
import { OUTGOING_LIMITS } from '@shared/api/outgoing';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n';
import { addressesField, type ChannelMailDraft, type MailProblems, minutesField } from '../../stores/mailDraftRules';
import { editChannelMail } from '../../stores/mailSettings';
import { AddressesField } from './AddressesField';
import { mailProblemText } from './mailProblemText';

interface Props {
  channelId: string;
  channelName: string;
  draft: ChannelMailDraft;
  problems: MailProblems;
}

/** The ids of a channel's fields, for focus after a refused save. */
export const channelAddressesId = (channelId: string) => `mail-addresses-${channelId}`;
export const channelMinutesId = (channelId: string) => `mail-minutes-${channelId}`;

export function ChannelMailFields({ channelId, channelName, draft, problems }: Props) {
  const t = useT();
  const minutesProblems = problems[minutesField(channelId)] ?? [];
  return (
    <fieldset class="mail-channel">
      <legend>{channelName}</legend>
      <AddressesField
        id={channelAddressesId(channelId)}
        label={t('mail.form.channelAddresses', { channel: channelName })}
        hint={t('mail.form.channelAddressesHelp')}
        value={draft.addresses}
        problems={problems[addressesField(channelId)]}
        onValue={(addresses) => editChannelMail(channelId, { addresses })}
      />
      <TextField
        id={channelMinutesId(channelId)}
        class="mail-channel__minutes"
        label={t('mail.form.waiting')}
        hint={t('mail.form.waitingHelp', { max: OUTGOING_LIMITS.waitingMinutes })}
        type="number"
        inputMode="numeric"
        min={0}
        max={OUTGOING_LIMITS.waitingMinutes}
        step={1}
        value={draft.waitingMinutes}
        error={minutesProblems.map((problem) => mailProblemText(t, problem)).join(' ') || undefined}
        onValue={(waitingMinutes) => editChannelMail(channelId, { waitingMinutes })}
      />
    </fieldset>
  );
}
