// "E-mail me this conversation": the dialog opens with the address the widget knows, checks it
// before asking the server, and says what came of the send (sent, the rate limit, a refusal, a failure).

import type { UserForm } from '@shared/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, calls, fake } from './fakeClient';

vi.mock('@widget/api/client', () => import('./fakeClient'));

const { $hostUser } = await import('@widget/stores/host');
const { $formEmail, $session } = await import('@widget/stores/session');
const { $transcriptMail, closeTranscriptMail, offersTranscript, openTranscriptMail } = await import(
  '@widget/stores/transcript'
);
const { editTranscriptEmail, sendTranscript } = await import('@widget/stores/transcriptSend');
const { submitUserForm } = await import('@widget/stores/userForm');

/** A pre-chat form of the first three entries: name, phone, e-mail. */
const FORM: UserForm = {
  formTitle: 'Who are you?',
  formList: [
    { name: 'Name', require: 0, show: 1 },
    { name: 'Phone', require: 0, show: 1 },
    { name: 'E-mail', require: 0, show: 1 },
  ],
};

const answerWith = (answer: (call: string, body: Record<string, unknown>) => unknown) => {
  fake.answer = answer;
};

/** Opens the dialog on `email` (typed over whatever it was prefilled with). */
const typed = (email: string) => {
  openTranscriptMail();
  editTranscriptEmail(email);
};

beforeEach(() => {
  calls.length = 0;
  closeTranscriptMail();
  $formEmail.set(undefined);
  $hostUser.set(undefined);
  $session.set(undefined);
  answerWith((_call, body) => ({ email: body.email }));
});

describe('the transcript dialog', () => {
  it('is offered only when channelInfo says the server can mail', () => {
    expect(offersTranscript(undefined)).toBe(false);
    expect(offersTranscript({ mailTranscript: false } as never)).toBe(false);
    expect(offersTranscript({} as never)).toBe(false);
    expect(offersTranscript({ mailTranscript: true } as never)).toBe(true);
  });

  it("opens prefilled: the pre-chat form's e-mail, else setUser's, else empty", async () => {
    openTranscriptMail();
    expect($transcriptMail.get()).toEqual({ email: '', phase: 'editing' });
    closeTranscriptMail();

    $hostUser.set({ userName: 'Ann', email: 'ann@host.example' });
    openTranscriptMail();
    expect($transcriptMail.get()!.email).toBe('ann@host.example');
    closeTranscriptMail();

    answerWith(() => ({}));
    await submitUserForm(FORM, ['Ann', '', ' ann@form.example ']);
    expect(calls[0]).toMatchObject({ call: 'submitUserForm', body: { email: 'ann@form.example' } });
    openTranscriptMail();
    expect($transcriptMail.get()!.email).toBe('ann@form.example');
  });

  it('an invalid address is said under the field and nothing is sent; editing it clears the complaint', async () => {
    typed('ann@');
    await sendTranscript();
    expect(calls).toEqual([]);
    expect($transcriptMail.get()).toMatchObject({ email: 'ann@', phase: 'editing', invalid: true });
    editTranscriptEmail('ann@shop.example');
    expect($transcriptMail.get()).toMatchObject({ email: 'ann@shop.example', invalid: false });
  });

  it('a valid address is sent trimmed, and the dialog says where the server queued the mail', async () => {
    answerWith(() => ({ email: 'ann@shop.example' }));
    typed('  ann@shop.example ');
    const sending = sendTranscript();
    expect($transcriptMail.get()).toEqual({ email: 'ann@shop.example', phase: 'sending' });
    // A second press while the first is on its way sends nothing.
    await sendTranscript();
    await sending;
    expect(calls).toEqual([{ call: 'mailTranscript', body: { email: 'ann@shop.example' } }]);
    expect($transcriptMail.get()).toEqual({ email: 'ann@shop.example', phase: 'sent' });
  });

  it('429: "too many e-mails", the address kept to try later', async () => {
    answerWith(() => {
      throw new ApiError(429, 'Too Many Requests');
    });
    typed('ann@shop.example');
    await sendTranscript();
    expect($transcriptMail.get()).toEqual({ email: 'ann@shop.example', phase: 'editing', error: 'transcript.tooMany' });
  });

  it("a refusal shows the server's words; a server or network failure says it failed", async () => {
    answerWith(() => {
      throw new ApiError(400, 'No conversation to send yet');
    });
    typed('ann@shop.example');
    await sendTranscript();
    expect($transcriptMail.get()).toMatchObject({ phase: 'editing', error: 'No conversation to send yet' });

    answerWith(() => {
      throw new ApiError(500, 'network connection abnormal, please retry later!');
    });
    await sendTranscript();
    expect($transcriptMail.get()).toMatchObject({ phase: 'editing', error: 'transcript.failed' });

    answerWith(() => {
      throw new TypeError('Failed to fetch');
    });
    await sendTranscript();
    expect($transcriptMail.get()).toMatchObject({ phase: 'editing', error: 'transcript.failed' });
    expect(calls).toHaveLength(3);
  });

  it('closed while the send is on its way: it stays closed', async () => {
    typed('ann@shop.example');
    const sending = sendTranscript();
    closeTranscriptMail();
    await sending;
    expect($transcriptMail.get()).toBeUndefined();
  });
});
