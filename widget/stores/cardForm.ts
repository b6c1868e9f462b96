// The card form of /formData: its template, then one submission at a time. Submitting
// records a work order (docs/decisions.md#card-form); it is the visitor's when the page opened
// from a chat knows one (the channel's session), anonymous otherwise.

import type { OpenWoReplies, TemplateField } from '@shared/api';
import { type FieldAnswers, filledFields } from '@shared/customFields';
import { atom } from 'nanostores';
import { callOpenWo } from '../api/client';
import { ensureVisitor } from './visitor';

type Template = OpenWoReplies['getTemplateFields'];

export interface CardFormQuery {
  templateId: number;
  tenantId?: string | undefined;
  channelId?: string | undefined;
}

export type CardFormState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; template: Template; sending: boolean; sent: boolean; error?: string };

export const $cardForm = atom<CardFormState>({ status: 'loading' });

let query: CardFormQuery = { templateId: 0 };

export async function loadCardForm(next: CardFormQuery) {
  query = next;
  $cardForm.set({ status: 'loading' });
  // Opened from a chat: the visitor's session, so the submission is theirs. Without it the form still works.
  if (next.channelId) await ensureVisitor(next.channelId).catch(() => undefined);
  try {
    const template = await callOpenWo('getTemplateFields', {
      templateId: next.templateId,
      ...(next.tenantId && { tenantId: next.tenantId }),
    });
    $cardForm.set({ status: 'ready', template, sending: false, sent: false });
  } catch (error) {
    $cardForm.set({ status: 'failed', message: (error as Error).message });
  }
}

/** Sends the answers once: a second press while sending sends nothing; a failure keeps the answers and says why. */
export async function submitCardForm(fields: readonly TemplateField[], answers: FieldAnswers): Promise<boolean> {
  const state = $cardForm.get();
  if (state.status != 'ready' || state.sending) return false;
  $cardForm.set({ ...state, sending: true, error: undefined });
  try {
    await callOpenWo('submitForm', {
      templateId: query.templateId,
      ...(query.tenantId && { tenantId: query.tenantId }),
      ...(query.channelId && { channelId: query.channelId }),
      cusFieldConfigInfoVoList: filledFields(fields, answers),
    });
    $cardForm.set({ ...state, sending: false, sent: true, error: undefined });
    return true;
  } catch (error) {
    $cardForm.set({ ...state, sending: false, error: (error as Error).message });
    return false;
  }
}

/** After a success: the same form, empty, for another submission. */
export function fillAnother() {
  const state = $cardForm.get();
  if (state.status == 'ready') $cardForm.set({ ...state, sent: false });
}
