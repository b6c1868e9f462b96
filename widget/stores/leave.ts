// The leave-message page: which tab is shown, the form being filled (a plain message, mode 1,
// or a work order, mode 2), its first failed check, sending it once, and the visitor's list.
// Values stay as typed when the server refuses; a success clears them and shows the list.

import type { ChannelConfig, LeaveMessage, TemplateField, WorkOrder } from '@shared/api';
import { LEAVE_MSG_TYPE } from '@shared/codes';
import { LEAVE_TEMPLATE_DELAY_MS } from '@shared/constants';
import { type FieldAnswer, type FieldAnswers, filledFields, firstMissingField } from '@shared/customFields';
import { isBlankText, type ValidationIssue, validatePlainLeaveMessage } from '@shared/validation';
import { newestFirst } from '@shared/workOrderLabels';
import { atom, map } from 'nanostores';
import { ApiError, callOpenWo, callVisitor } from '../api/client';
import { t } from '../i18n/i18n';
import { createAttachmentList } from './attachments';
import { $hostUser } from './host';
import { failureText, showToast } from './ui';
import { ensureVisitor } from './visitor';

export type LeaveTab = 'create' | 'list';

/** Which channel and visitor the page is for, once both are open. */
export type LeavePageState =
  | { phase: 'loading' }
  | { phase: 'failed' }
  | { phase: 'ready'; channel: ChannelConfig; userId: string };

export const $leavePage = atom<LeavePageState>({ phase: 'loading' });
export const $leaveTab = atom<LeaveTab>('create');

/** The plain form's fields, as typed. */
export const $plainForm = map({ customerName: '', customerPhone: '', customerEmail: '', msgContent: '' });
export type PlainField = keyof ReturnType<typeof $plainForm.get>;

/** The work-order form: content and the custom fields' answers; its files are in woAttachments. */
export const $woContent = atom('');
export const $woAnswers = atom<FieldAnswers>({});
export const $woFields = atom<TemplateField[]>([]);
export const woAttachments = createAttachmentList();

/**
 * The first failed check: which field (a plain field's name, `woContent`, a custom field's
 * id, `attachments`) and why, in the visitor's words, shown at the field.
 */
export interface FormError {
  field: string;
  text: string;
}
export const $formError = atom<FormError | undefined>(undefined);
/** True from the press of Submit until the server answers: a second press sends nothing. */
export const $leaveSending = atom(false);

export type LeaveList =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; messages: LeaveMessage[]; orders: WorkOrder[] };
export const $leaveList = atom<LeaveList>({ state: 'loading' });

const ISSUE_KEYS: Record<ValidationIssue['key'], string> = {
  leaveNameRequired: 'leave.nameRequired',
  leaveContentRequired: 'leave.contentRequired',
  rightPhone: 'form.rightPhone',
  rightEmail: 'form.rightEmail',
  pleaseInput: 'form.pleaseInput',
};
const ISSUE_FIELDS: Partial<Record<ValidationIssue['key'], PlainField>> = {
  leaveNameRequired: 'customerName',
  leaveContentRequired: 'msgContent',
  rightPhone: 'customerPhone',
  rightEmail: 'customerEmail',
};

let templateTimer: ReturnType<typeof setTimeout> | undefined;

/** Opens the channel and the visitor's session (the chat's, when coming from it) and prefills what the host told. */
export async function openLeavePage(channelId: string) {
  $leavePage.set({ phase: 'loading' });
  try {
    const { channel, session } = await ensureVisitor(channelId);
    $leavePage.set({ phase: 'ready', channel, userId: session.userId });
    const user = $hostUser.get();
    const form = $plainForm.get();
    if (user && !form.customerName && !form.customerPhone && !form.customerEmail)
      $plainForm.set({
        ...form,
        customerName: user.userName ?? '',
        customerPhone: user.phone ?? '',
        customerEmail: user.email ?? '',
      });
  } catch {
    $leavePage.set({ phase: 'failed' });
  }
}

const readyPage = () => {
  const page = $leavePage.get();
  return page.phase == 'ready' ? page : undefined;
};
const isWorkOrderMode = (channel: ChannelConfig) => channel.leaveMsgType == LEAVE_MSG_TYPE.workOrder;

/** Spec §2: the work-order form's template loads 1 s after the form appears. Returns the cancel. */
export function scheduleTemplate(): () => void {
  clearTimeout(templateTimer);
  templateTimer = setTimeout(() => void loadTemplate(), LEAVE_TEMPLATE_DELAY_MS);
  return () => clearTimeout(templateTimer);
}

async function loadTemplate() {
  const page = readyPage();
  if (!page?.channel.leaveMsgWoType) return;
  try {
    const template = await callOpenWo('getTypeTemplate', { typeId: page.channel.leaveMsgWoType });
    $woFields.set(template.items);
  } catch (error) {
    // The form still works without its custom fields; the server checks what it needs.
    console.warn('chat-online: work-order template not loaded', error);
  }
}

export const setPlainField = (field: PlainField, value: string) => {
  $plainForm.setKey(field, value);
  if ($formError.get()?.field == field) $formError.set(undefined);
};
export const setWoContent = (value: string) => {
  $woContent.set(value);
  if ($formError.get()?.field == 'woContent') $formError.set(undefined);
};
export const setWoAnswer = (fieldId: number, answer: FieldAnswer) => {
  $woAnswers.set({ ...$woAnswers.get(), [fieldId]: answer });
  if ($formError.get()?.field == String(fieldId)) $formError.set(undefined);
};
export const switchLeaveTab = (tab: LeaveTab) => {
  $leaveTab.set(tab);
  if (tab == 'list') void loadLeaveList();
};

// A field's error shows at the field only: the same words again in a toast made the visitor read it twice.
const refuse = (error: FormError) => $formError.set(error);

/** The first failed check of the form in the page's mode, or undefined. */
function checkForm(channel: ChannelConfig): FormError | undefined {
  if (!isWorkOrderMode(channel)) {
    const issue = validatePlainLeaveMessage($plainForm.get());
    if (!issue) return undefined;
    return {
      field: ISSUE_FIELDS[issue.key] ?? 'customerName',
      text: t(ISSUE_KEYS[issue.key], 'params' in issue ? issue.params : undefined),
    };
  }
  if (isBlankText($woContent.get()))
    return { field: 'woContent', text: t('form.pleaseFillIn', { field: t('leave.content') }) };
  const missing = firstMissingField($woFields.get(), $woAnswers.get());
  if (missing) return { field: String(missing.fieldId), text: t('form.pleaseFillIn', { field: missing.fieldName }) };
  if (woAttachments.pending()) return { field: 'attachments', text: t('leave.attachmentsPending') };
  return undefined;
}

/** Checks, then sends once; success clears the form and shows the list, a refusal keeps every value. */
export async function submitLeave() {
  const page = readyPage();
  if (!page || $leaveSending.get()) return;
  const error = checkForm(page.channel);
  if (error) return refuse(error);
  $formError.set(undefined);
  $leaveSending.set(true);
  try {
    if (isWorkOrderMode(page.channel)) {
      await callOpenWo('add', {
        channelId: page.channel.channelId,
        woContent: $woContent.get().trim(),
        woFileRelVoList: woAttachments.attachments(),
        cusFieldConfigInfoVoList: filledFields($woFields.get(), $woAnswers.get()),
      });
      $woContent.set('');
      $woAnswers.set({});
      woAttachments.clear();
    } else {
      const form = $plainForm.get();
      await callVisitor('leaveMsg', {
        channelId: page.channel.channelId,
        customerName: form.customerName.trim(),
        customerPhone: form.customerPhone.trim(),
        customerEmail: form.customerEmail.trim(),
        msgContent: form.msgContent.trim(),
      });
      $plainForm.setKey('msgContent', '');
    }
    showToast('leave.submitted', 'success');
    switchLeaveTab('list');
  } catch (failure) {
    showToast(failureText(failure), 'error');
  } finally {
    $leaveSending.set(false);
  }
}

/** The visitor's leave messages (mode 1) or work orders (mode 2), newest first. */
export async function loadLeaveList() {
  const page = readyPage();
  if (!page) return;
  if ($leaveList.get().state != 'ready') $leaveList.set({ state: 'loading' });
  try {
    if (isWorkOrderMode(page.channel)) {
      const { list } = await callOpenWo('queryByCustom', { tenantId: page.channel.tenantId });
      $leaveList.set({ state: 'ready', messages: [], orders: newestFirst(list, (order) => order.woId) });
    } else {
      const { list } = await callVisitor('getLeaveMsgList', {});
      $leaveList.set({ state: 'ready', messages: newestFirst(list, (message) => message.id), orders: [] });
    }
  } catch (failure) {
    $leaveList.set({ state: 'failed', message: failure instanceof ApiError ? failure.message : '' });
  }
}

/** A work order in the list changed (a reply): show the server's copy. */
export function replaceListedOrder(order: WorkOrder) {
  const list = $leaveList.get();
  if (list.state == 'ready')
    $leaveList.set({ ...list, orders: list.orders.map((listed) => (listed.woId == order.woId ? order : listed)) });
}
