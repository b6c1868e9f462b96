// Sending "E-mail me this conversation": with the dialog's chunk, so its check stays off the
// first screen; opening and closing the dialog are stores/transcript's.
import { isValidEmail } from '@shared/validation';
import { ApiError, callVisitor } from '../api/client';
import { $transcriptMail, type TranscriptMail } from './transcript';

/** The visitor types: a complaint about the address goes once they change it. */
export function editTranscriptEmail(email: string) {
  const mail = $transcriptMail.get();
  if (mail?.phase == 'editing') $transcriptMail.set({ ...mail, email, invalid: false });
}

/**
 * What a failed send tells the visitor: the rate limit in our words; a refusal (4xx) in the
 * server's; a server or network failure, whose details the client's toast already gave, that it failed.
 */
function failure(error: unknown): string {
  if (!(error instanceof ApiError) || error.code < 400 || error.code >= 500 || !error.message)
    return 'transcript.failed';
  return error.code == 429 ? 'transcript.tooMany' : error.message;
}

/** Checks the address, then asks the server to mail the conversation there; a second press while it is on its way sends nothing. */
export async function sendTranscript(): Promise<void> {
  const mail = $transcriptMail.get();
  if (mail?.phase != 'editing') return;
  const email = mail.email.trim();
  if (!isValidEmail(email)) return void $transcriptMail.set({ ...mail, invalid: true, error: undefined });
  const sending: TranscriptMail = { email, phase: 'sending' };
  $transcriptMail.set(sending);
  try {
    const queued = await callVisitor('mailTranscript', { email });
    // Closed while it was on its way: the dialog stays closed.
    if ($transcriptMail.get() == sending) $transcriptMail.set({ email: queued.email, phase: 'sent' });
  } catch (error) {
    if ($transcriptMail.get() == sending) $transcriptMail.set({ email, phase: 'editing', error: failure(error) });
  }
}
