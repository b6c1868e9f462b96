// Sending the rating form: with the form's own chunk (RatingForm), so the rules of a rating
// (shared/rating) stay off the first screen; opening and closing it are stores/rating's.
import { type RatingDraft, ratingIssue, ratingPayload } from '@shared/rating';
import { ApiError, callVisitor } from '../api/client';
import { addLocal } from './messages';
import { $ratingForm, closeRating, rated } from './rating';
import { failureText } from './ui';

/** Sends the rating once: a second press while it is on its way sends nothing. */
export async function submitRating(draft: RatingDraft): Promise<void> {
  const form = $ratingForm.get();
  if (!form || form.sending) return;
  const issue = ratingIssue(form.kind, form.info, draft);
  if (issue) return void $ratingForm.set({ ...form, issue, error: undefined });
  $ratingForm.set({ ...form, sending: true, issue: undefined, error: undefined });
  try {
    await callVisitor('evaluate', ratingPayload(form.kind, form.info, draft));
    addLocal({ key: 'rated', msgType: 'notice', noticeKey: 'rating.thanks' });
    closeRating();
  } catch (error) {
    if (error instanceof ApiError && error.message.endsWith('chatAfterEva')) {
      rated();
      return closeRating();
    }
    $ratingForm.set({ ...form, sending: false, error: failureText(error) });
  }
}
