// What the widget does with the API client's errors: a 401 renews the token silently; only
// an identity refused on renewal asks to sign in again (spec); 500 and refused uploads show
// a toast.
import type { ClientHooks } from '../api/client';
import { credentials, renewToken } from '../stores/session';
import { askToConfirm, closeDialog, showToast } from '../stores/ui';

export const clientHooks: ClientHooks = {
  credentials,
  renewToken,
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
