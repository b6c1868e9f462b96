// Work orders of the team: the list, the open one with its timeline, and what an agent
// does to one (a public reply or an internal note, with attachments; a new status).

import { type AgentWorkOrder, ApiError, type WoAttachment } from '@shared/api';
import type { WorkOrderPriority, WorkOrderStatus } from '@shared/codes';
import { checkAttachment } from '@shared/upload';
import { atom } from 'nanostores';
import { callAgent, uploadAsAgent } from '../api/agentClient';
import { onFeed } from './feed';

export const $workOrders = atom<AgentWorkOrder[] | undefined>(undefined);
export const $openWorkOrder = atom<AgentWorkOrder | undefined>(undefined);

export async function loadWorkOrders() {
  $workOrders.set((await callAgent('workOrders', {})).list);
}

export async function openWorkOrder(woId: number) {
  $openWorkOrder.set(await callAgent('workOrder', { woId }));
}

/** The changed order replaces its old self in the list and as the open one. */
function replace(order: AgentWorkOrder) {
  $openWorkOrder.set(order);
  $workOrders.set($workOrders.get()?.map((each) => (each.woId == order.woId ? order : each)));
}

/** Uploads an attachment (images and videos, like the visitor's) for a reply. */
export async function attach(file: File): Promise<WoAttachment> {
  const check = checkAttachment(file);
  // Refused as the server would refuse it, before uploading in vain.
  if (!check.ok) throw new ApiError(400, `file: ${check.error}`);
  const uploaded = await uploadAsAgent(file, 'attachment');
  return { fileName: uploaded.name, fileType: uploaded.suffix, fileUrl: uploaded.url };
}

export async function replyToWorkOrder(woId: number, content: string, internal: boolean, files: WoAttachment[]) {
  replace(
    await callAgent('workOrderReply', {
      woId,
      content,
      internal,
      ...(files.length && { woFileRelVoList: files }),
    }),
  );
}

export async function changeWorkOrder(woId: number, status: WorkOrderStatus, priority?: WorkOrderPriority) {
  replace(await callAgent('workOrderStatus', { woId, status, ...(priority && { priority }) }));
}

onFeed(async (events) => {
  const touched = events.flatMap((event) => (event.kind == 'workOrder' ? [event.data.woId] : []));
  if (!touched.length) return;
  const open = $openWorkOrder.get()?.woId;
  await Promise.all([$workOrders.get() && loadWorkOrders(), open && touched.includes(open) && openWorkOrder(open)]);
});
