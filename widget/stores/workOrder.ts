// One work order as its visitor sees it (the list's drawer, the /workorder page) and the
// visitor's reply to it. Identified by woId with the visitor's session, or by the order's own
// token (the token variant of the page, no session needed).

import type { WoAttachment, WorkOrder } from '@shared/api';
import { isBlankText } from '@shared/validation';
import { atom } from 'nanostores';
import { ApiError, callOpenWo } from '../api/client';
import { failureText, showToast } from './ui';

export interface WorkOrderRef {
  woId: number;
  /** The token variant: the order's own key instead of the visitor's session */
  woToken?: string;
}

export type WorkOrderView =
  | { state: 'loading' }
  /** 403/404 (another visitor's order, or none): the page shows not found, never the order */
  | { state: 'notFound' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; order: WorkOrder };

export const $workOrder = atom<WorkOrderView>({ state: 'loading' });
/** A reply is on its way: a second press sends nothing. */
export const $replySending = atom(false);

const refBody = (ref: WorkOrderRef) => ({ woId: ref.woId, ...(ref.woToken && { woToken: ref.woToken }) });

/** Shows `known` (the list's copy) at once when given, then the server's. */
export async function loadWorkOrder(ref: WorkOrderRef, known?: WorkOrder) {
  $workOrder.set(known ? { state: 'ready', order: known } : { state: 'loading' });
  try {
    $workOrder.set({ state: 'ready', order: await callOpenWo('queryById', refBody(ref)) });
  } catch (failure) {
    if (failure instanceof ApiError && (failure.code == 403 || failure.code == 404))
      $workOrder.set({ state: 'notFound' });
    else if (!known) $workOrder.set({ state: 'failed', message: failure instanceof ApiError ? failure.message : '' });
  }
}

export const showWorkOrderNotFound = () => $workOrder.set({ state: 'notFound' });

/**
 * Spec §8: code 200 shows "Submit successfully !" for 2 s and the order reloads (here: the
 * server's answer is the reloaded order); another code shows the server's message. Resolves
 * to whether it was sent, so the dialog closes only then and keeps the text otherwise.
 */
export async function replyToWorkOrder(
  ref: WorkOrderRef,
  content: string,
  files: WoAttachment[],
): Promise<WorkOrder | undefined> {
  if ($replySending.get() || isBlankText(content)) return undefined;
  $replySending.set(true);
  try {
    const order = await callOpenWo('addHandle', {
      ...refBody(ref),
      handleContent: content.trim(),
      woFileRelVoList: files,
    });
    $workOrder.set({ state: 'ready', order });
    showToast('leave.submitted', 'success');
    return order;
  } catch (failure) {
    showToast(failureText(failure), 'error');
    return undefined;
  } finally {
    $replySending.set(false);
  }
}
