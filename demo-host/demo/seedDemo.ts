// First start: the demo tenant, its channels, knowledge base, synonyms, questions not covered and its FAQ, accounts, rating
// configuration, templates and saved replies, all through the product's own stores. Nothing is
// seeded again once channels exist, so data survives restarts.

import { hashPassword } from '@server/accounts/passwordHash';
import type { Services } from '@server/services';
import type { Role } from '@shared/accounts';
import { channelConfigOf, settingsOf } from '@shared/channelConfig';
import { DEMO_VERIFIED_SECRET, demoChannels } from './demoChannels';
import { DEMO_KNOWLEDGE_BASE, DEMO_TENANT_ID } from './demoKnowledgeBase';
import { DEMO_NOT_COVERED } from './demoNotCovered';
import { DEMO_SAVED_REPLIES } from './demoSavedReplies';
import { AFTER_SALES_TEMPLATE, DEMO_EVALUATION, demoAgents, RETURN_REQUEST_TEMPLATE } from './demoSupport';
import { DEMO_SYNONYMS } from './demoSynonyms';

export interface DemoLogins {
  seeded: boolean;
  agents: { login: string; password: string; nick: string; role: Role }[];
  verifiedChannelSecret: string;
}

/** Who saved the demo's channels' first versions, as the console's history shows it (no login has a space). */
export const SEEDED_BY = 'demo seed';

/** Printed in the README: the demo's accounts are marked as having a published password (accounts/setup.ts). */
export const DEFAULT_AGENT_PASSWORD = 'northwind';

/** One hash per password per process: every test server seeds the same three accounts (scrypt costs ~125 ms). */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export async function seedDemo(
  services: Services,
  password = process.env.DEMO_AGENT_PASSWORD || DEFAULT_AGENT_PASSWORD,
): Promise<DemoLogins> {
  const agents = demoAgents({ hash: await hashOnce(password) }).map((agent) => ({
    ...agent,
    publishedPassword: password == DEFAULT_AGENT_PASSWORD,
  }));
  const logins: DemoLogins = {
    seeded: false,
    agents: agents.map((agent) => ({
      login: agent.login,
      password,
      nick: agent.card.adminNick,
      role: agent.role ?? 'agent',
    })),
    verifiedChannelSecret: DEMO_VERIFIED_SECRET,
  };
  const { sql, robot } = services;
  if (!(await services.channels.isEmpty())) {
    // A demo seeded before the knowledge base moved into the database answered from the demo docs: it keeps them.
    if ((await services.channels.get('demo')) && (await services.knowledge.isEmpty()))
      await services.knowledge.put(DEMO_KNOWLEDGE_BASE);
    // A demo seeded before roles had agents only: its accounts take their demo roles.
    if (!(await services.agents.ownerCount()))
      for (const agent of agents)
        if ((await services.agents.get(agent.adminId!))?.login == agent.login)
          await services.agents.update(agent.adminId!, { role: agent.role });
    return logins;
  }
  logins.seeded = await sql.transaction(async () => {
    // Several instances may start at once on an empty database: one seeds, the others find it done.
    await sql.lock('seed demo');
    if (!(await services.channels.isEmpty())) return false;
    // The channels' FAQ menus are the robot's docs: the knowledge base comes first.
    if (await services.knowledge.isEmpty()) await services.knowledge.put(DEMO_KNOWLEDGE_BASE);
    for (const [lang, groups] of Object.entries(DEMO_SYNONYMS))
      await services.synonyms.put(DEMO_TENANT_ID, lang, groups);
    for (const [lang, questions] of Object.entries(DEMO_NOT_COVERED))
      await services.synonyms.putNotCovered(DEMO_TENANT_ID, lang, questions);
    await services.tenants.add(DEMO_TENANT_ID, 'Northwind Outfitters');
    await robot.reload();
    // Accounts first: each channel's first version names its groups' agents.
    for (const agent of agents) await services.agents.add(agent);
    const membersOf = (groupId: number) =>
      agents.filter((agent) => agent.groupIds.includes(groupId)).map((agent) => agent.adminId!);
    // Through the store path the console's saves take: settings, the configuration made from
    // them, version 1. The settings read back from each configuration give that configuration
    // again (test/unit/shared/channelConfig.test.ts), so every demo channel behaves as written.
    for (const channel of demoChannels()) {
      const settings = settingsOf(channel, membersOf);
      const faqList = robot.faqMenu(
        { tenantId: channel.tenantId, lang: channel.language == 'zh' ? 'zh' : 'en' },
        settings.faqMenu.docIds,
      );
      const config = channelConfigOf({ channelId: channel.channelId, tenantId: channel.tenantId }, settings, faqList);
      await services.channels.create(
        { config, settings, savedBy: SEEDED_BY },
        channel.identityVerification ? DEMO_VERIFIED_SECRET : null,
      );
    }
    await services.evaluations.putConfig('demo', DEMO_EVALUATION);
    await services.workOrders.putTemplate(1, 'demo', 'Return request', RETURN_REQUEST_TEMPLATE);
    await services.workOrders.putTemplate(2, 'demo', 'After-sales', AFTER_SALES_TEMPLATE);
    await services.workOrders.putType(1, 'demo', 'After-sales', 2);
    for (const reply of DEMO_SAVED_REPLIES) await services.savedReplies.add('demo', reply);
    return true;
  });
  return logins;
}
