// What the widget does with the API client's errors: 401 asks to sign in again (spec), 500
// and refused uploads show a toast.
import type { ClientHooks } from '../api/client';
import { credentials } from '../stores/session';
import { askToConfirm, closeDialog, showToast } from '../stores/ui';

export const clientHooks: ClientHooks = {
  credentials,
  onUnauthorized() {
    askToConfirm({
      title: 'error.systemPrompt',
      body: 'error.loginExpired',
      confirm: 'error.relogin',
      cancel: 'common.cancel',
      onConfirm() {
        closeDialog();
        // Signing in again: reload /index, which starts (or resumes) with a new token.
        location.reload();
      },
    });
  },
  onError: (message) => showToast(message || 'error.network', 'error'),
};
