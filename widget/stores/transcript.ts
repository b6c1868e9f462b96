// "E-mail me this conversation": the quick menu offers it when the server can send mail
// (channelInfo's mailTranscript), and it opens a dialog with one e-mail field. Opening and
// closing are here, with the first screen; sending is stores/transcriptSend's, loaded with the dialog.

import type { ChannelConfig } from '@shared/api';
import { atom } from 'nanostores';
import { $hostUser } from './host';
import { $formEmail } from './session';

export interface TranscriptMail {
  /** The field's value; once sent, the address the server queued the mail for. */
  email: string;
  phase: 'editing' | 'sending' | 'sent';
  /** The last send's address failed the check: said under the field. */
  invalid?: boolean;
  /** Why the last send failed: an i18n key, or the server's own words. */
  error?: string;
}

export const $transcriptMail = atom<TranscriptMail | undefined>(undefined);

/** Only a server that can send mail is asked to (it says so in channelInfo). */
export const offersTranscript = (channel: ChannelConfig | undefined) => channel?.mailTranscript == true;

/** Opens the dialog with the address the widget knows: the pre-chat form's, else setUser's. */
export function openTranscriptMail() {
  if ($transcriptMail.get()) return;
  $transcriptMail.set({ email: $formEmail.get() || $hostUser.get()?.email || '', phase: 'editing' });
}

export const closeTranscriptMail = () => $transcriptMail.set(undefined);
