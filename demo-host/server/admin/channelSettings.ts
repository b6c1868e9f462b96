// A channel's settings as the server saves them (docs/http-api.md#channels): the rules a schema
// cannot say (shared/channelRules.ts), then what only the database knows (the tenant's
// work-order types, knowledge documents and accounts, the channel's secret); new groups
// numbered; each group's agents written to their accounts; the configuration the widget
// reads made from the settings; and the save recorded as a version.
import type { ChannelConfig, ChannelSettings, EditedChannel, EditedGroup, ServiceGroup } from '@shared/api';
import { channelConfigOf, settingsOf } from '@shared/channelConfig';
import { channelSettingsProblems } from '@shared/channelRules';
import { LEAVE_MSG_TYPE } from '@shared/codes';
import { parseJson } from '../db/database';
import { badRequest, conflict } from '../http/reply';
import type { Services } from '../services';
import { type ChannelWrite, channelSummary, type StoredChannel } from '../store/channels';
import type { AdminContext } from './context';

/** Names the accounts of each of the tenant's groups (their groupIds). */
export async function membersOf(services: Services, tenantId: string): Promise<(groupId: number) => number[]> {
  const accounts = await services.agents.accounts(tenantId);
  return (groupId) =>
    accounts.filter((account) => account.groupIds.includes(groupId)).map((account) => account.adminId);
}

/** The channel as the console edits it. */
export async function editedChannel(services: Services, channel: StoredChannel): Promise<EditedChannel> {
  return {
    channel: channelSummary(channel),
    settings: settingsOf(channel.config, await membersOf(services, channel.config.tenantId)),
    hasSecret: Boolean(channel.secret),
  };
}

/** The configuration the widget reads: the settings, with the FAQ menu's questions looked up. */
export function configOf(services: Services, ids: { channelId: string; tenantId: string }, settings: ChannelSettings) {
  const faqList = services.robot.faqMenu({ tenantId: ids.tenantId }, settings.faqMenu.docIds);
  return channelConfigOf(ids, settings, faqList);
}

/** The groups a channel's configuration lists, whether its picker is on or not. */
export const groupsOfConfig = (config: ChannelConfig): ServiceGroup[] =>
  parseJson<ServiceGroup[]>(config.groupConfig, config.groupList ?? []);

/** Refuses settings the widget would break on, with the first field named. */
function checkRules(settings: ChannelSettings) {
  const [problem] = channelSettingsProblems(settings);
  if (problem) throw badRequest(`${problem.field}: ${problem.message}`);
}

type Accounts = Awaited<ReturnType<Services['agents']['accounts']>>;

/** Refuses what names another tenant's things, or needs what the channel lacks. */
async function checkAgainstTenant(
  services: Services,
  channel: StoredChannel,
  settings: ChannelSettings,
  tenantAccounts: Accounts,
) {
  const { tenantId } = channel.config;
  if (settings.leaveMsgType == LEAVE_MSG_TYPE.workOrder) {
    const type = settings.leaveMsgWoType ? await services.workOrders.type(settings.leaveMsgWoType) : undefined;
    if (type?.tenantId != tenantId) throw badRequest("leaveMsgWoType: not one of this tenant's work-order types");
  }
  const docIds = new Set((await services.knowledge.listOf(tenantId)).map((doc) => doc.docId));
  settings.faqMenu.docIds.forEach((docId, index) => {
    if (!docIds.has(docId)) throw badRequest(`faqMenu.docIds.${index}: not a document of this tenant's knowledge base`);
  });
  settings.chatMenuConfigList.forEach((menu, index) => {
    if (menu.docId && !docIds.has(menu.docId))
      throw badRequest(`chatMenuConfigList.${index}.docId: not a document of this tenant's knowledge base`);
  });
  const accounts = new Set(tenantAccounts.map((account) => account.adminId));
  settings.groupList.forEach((group, index) =>
    group.adminIds.forEach((adminId, at) => {
      if (!accounts.has(adminId)) throw badRequest(`groupList.${index}.adminIds.${at}: not an account of this tenant`);
    }),
  );
  if (settings.identityVerification && !channel.secret)
    throw badRequest('identityVerification: generate a secret first');
}

/**
 * Groups with id 0 take ids no group of the tenant has had: agents' groupIds are tenant-wide,
 * and a deleted channel's groups may still be in them. Called under the tenant's groups lock.
 */
async function numberNewGroups(
  services: Services,
  tenantId: string,
  groups: EditedGroup[],
  accounts: Accounts,
): Promise<EditedGroup[]> {
  if (groups.every((group) => group.groupId)) return groups;
  const used = [
    ...(await services.channels.ofTenant(tenantId, { withDeleted: true })).flatMap((channel) =>
      groupsOfConfig(channel.config).map((group) => group.groupId),
    ),
    ...accounts.flatMap((account) => account.groupIds),
    ...groups.map((group) => group.groupId),
  ];
  let next = Math.max(0, ...used);
  return groups.map((group) => (group.groupId ? group : { ...group, groupId: ++next }));
}

/** Each group's agents are its adminIds: added to the accounts listed, taken from the tenant's others. */
async function applyMembers(services: Services, accounts: Accounts, groups: EditedGroup[]) {
  for (const account of accounts) {
    let groupIds = account.groupIds.filter((groupId) => !groups.some((group) => group.groupId == groupId));
    groupIds = [
      ...groupIds,
      ...groups.filter((group) => group.adminIds.includes(account.adminId)).map((g) => g.groupId),
    ];
    const same = groupIds.length == account.groupIds.length && groupIds.every((id) => account.groupIds.includes(id));
    if (!same) await services.agents.update(account.adminId, { groupIds });
  }
}

const savedSince = () => conflict('version: the channel was saved since this draft began; reload it to see the newest');

/**
 * Saves `settings` as the channel's next version, unless `version` (the one the draft began
 * from) is not the newest: then 409, and nothing changes.
 */
export async function saveSettings(
  context: AdminContext,
  channel: StoredChannel,
  version: number,
  settings: ChannelSettings,
): Promise<EditedChannel> {
  const { services, caller } = context;
  const { channelId, tenantId } = channel.config;
  if (version != channel.version) throw savedSince();
  checkRules(settings);
  // Two saves numbering new groups at once would give two groups one id.
  await services.sql.lock('channel groups: ' + tenantId);
  // Read once: the checks, the new groups' ids and the members all read the tenant's accounts.
  const accounts = await services.agents.accounts(tenantId);
  await checkAgainstTenant(services, channel, settings, accounts);
  const numbered = { ...settings, groupList: await numberNewGroups(services, tenantId, settings.groupList, accounts) };
  const write: ChannelWrite = {
    config: configOf(services, { channelId, tenantId }, numbered),
    settings: numbered,
    savedBy: caller.login,
  };
  const saved = await services.channels.save(version, write);
  if (!saved) throw savedSince();
  await applyMembers(services, accounts, numbered.groupList);
  return { channel: channelSummary(saved), settings: numbered, hasSecret: Boolean(saved.secret) };
}
