// Handing the visitor to a human: the group choice, the five results and their texts,
// the 5 s lock on the menu entry.

import type { ChannelConfig, TransferReply } from '@shared/api';
import { RECEIVE_MODE, TRANSFER_RESULT, VISITOR_STATUS } from '@shared/codes';
import { TRANSFER_LOCK_MS } from '@shared/constants';
import { isWithinWorkingHours } from '@shared/workingHours';
import { atom } from 'nanostores';
import { callVisitor } from '../api/client';
import { $channel } from './channel';
import { addLocal, removeMessage } from './messages';
import { $agent, $session, $waitIndex, setStatus } from './session';

export const $transferLocked = atom(false);
/** The service-group chooser; when only humans answer it cannot be closed. */
export const $groupChooser = atom<{ closable: boolean } | undefined>(undefined);
/** No agent online, or outside working hours: the visitor may leave a message instead. */
export const $offerLeaveMessage = atom(false);

/** What the channel's groups mean for a transfer: none, the only one, or a choice. */
export function groupDecision(channel: ChannelConfig): { groupId?: number } | 'choose' {
  if (!channel.groupMode || !channel.groupList.length) return {};
  if (channel.groupList.length == 1) return { groupId: channel.groupList[0]!.groupId };
  return 'choose';
}

const QUEUE_NOTICE = 'queue';

/** Waiting for an agent: the status, the place, and the notice (the channel's queue text, else ours). */
export function showQueued(index: number, tip?: string) {
  setStatus(VISITOR_STATUS.queued);
  $waitIndex.set(index);
  addLocal(
    tip
      ? { key: QUEUE_NOTICE, msgType: 'notice', msgContent: tip }
      : { key: QUEUE_NOTICE, msgType: 'notice', noticeKey: 'transfer.busy', noticeValues: { index } },
  );
}

function showTransferResult(result: TransferReply) {
  removeMessage('declined');
  switch (result.status) {
    case TRANSFER_RESULT.noAgentOnline:
      // The server already posted the channel's offline text as a system message.
      if (!result.tip) addLocal({ msgType: 'notice', noticeKey: 'transfer.noAgent' });
      $offerLeaveMessage.set(Boolean(result.leaveMsg));
      return;
    case TRANSFER_RESULT.connected:
      if (result.admin) $agent.set(result.admin);
      setStatus(VISITOR_STATUS.agent);
      removeMessage(QUEUE_NOTICE);
      return;
    case TRANSFER_RESULT.queued:
      showQueued(result.waitIndex ?? 0, result.tip);
      return;
    case TRANSFER_RESULT.failed:
      addLocal({ msgType: 'notice', noticeKey: 'transfer.failed' });
      return;
    case TRANSFER_RESULT.outsideWorkingHours:
      if (!result.tip) addLocal({ msgType: 'notice', noticeKey: 'transfer.offDuty' });
      $offerLeaveMessage.set(Boolean(result.leaveMsg));
      return;
    default:
      result satisfies never;
  }
}

/** Transfer, unless already with an agent (spec); asks for a group when there are several. */
export async function transferToAgent(request: { groupId?: number } = {}): Promise<TransferReply | undefined> {
  const channel = $channel.get();
  const session = $session.get();
  if (!channel || !session || session.status == VISITOR_STATUS.agent || $transferLocked.get()) return undefined;
  let groupId = request.groupId;
  // Outside working hours no group is worth choosing: the server's closed notice comes first.
  const open = isWithinWorkingHours(channel.workingHours, new Date());
  if (groupId === undefined && open) {
    const decision = groupDecision(channel);
    if (decision == 'choose') {
      $groupChooser.set({ closable: channel.receiveMode != RECEIVE_MODE.humanOnly });
      return undefined;
    }
    groupId = decision.groupId;
  }
  $groupChooser.set(undefined);
  $transferLocked.set(true);
  setTimeout(() => $transferLocked.set(false), TRANSFER_LOCK_MS);
  const result = await callVisitor('transferAgent', groupId === undefined ? {} : { groupId });
  showTransferResult(result);
  return result;
}
