// Toasts and dialogs the chat shows; components render them, anything may raise them.

import { ApiError } from '@shared/api/apiError';
import { SUCCESS_TOAST_MS, TOAST_MS } from '@shared/constants';
import { atom } from 'nanostores';

export interface Toast {
  id: number;
  /** an i18n key, or a text from the server */
  text: string;
  kind: 'info' | 'error' | 'success';
}

export interface Dialog {
  /** i18n keys */
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  /** Confirming loses something (ends the chat, leaves the page): the dialog starts on Cancel. */
  destructive?: boolean;
  onConfirm(): void;
}

export const $toasts = atom<Toast[]>([]);
export const $dialog = atom<Dialog | undefined>(undefined);

let nextId = 1;

/** Spec §9: a success shows for 2 s, everything else (validation, errors) for 3 s. */
export function showToast(
  text: string,
  kind: Toast['kind'] = 'info',
  ms = kind == 'success' ? SUCCESS_TOAST_MS : TOAST_MS,
) {
  const toast = { id: nextId++, text, kind };
  $toasts.set([...$toasts.get(), toast]);
  setTimeout(() => $toasts.set($toasts.get().filter((shown) => shown.id != toast.id)), ms);
}

/** What the visitor is told of a failed call: the server's words, else the network text. */
export const failureText = (failure: unknown) =>
  failure instanceof ApiError && failure.message ? failure.message : 'error.network';

export const askToConfirm = (dialog: Dialog) => $dialog.set(dialog);
export const closeDialog = () => $dialog.set(undefined);
