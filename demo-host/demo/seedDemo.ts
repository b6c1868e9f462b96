// First start: the demo tenant, its channels, knowledge base and its FAQ, accounts, rating
// configuration, templates and saved replies, all through the product's own stores. Nothing is
// seeded again once channels exist, so data survives restarts.

import { hashPassword } from '@server/accounts/passwordHash';
import type { Services } from '@server/services';
import type { Role } from '@shared/accounts';
import { DEMO_VERIFIED_SECRET, demoChannels } from './demoChannels';
import { DEMO_KNOWLEDGE_BASE, DEMO_TENANT_ID } from './demoKnowledgeBase';
import { DEMO_SAVED_REPLIES } from './demoSavedReplies';
import { AFTER_SALES_TEMPLATE, DEMO_EVALUATION, demoAgents, RETURN_REQUEST_TEMPLATE } from './demoSupport';

export interface DemoLogins {
  seeded: boolean;
  agents: { login: string; password: string; nick: string; role: Role }[];
  verifiedChannelSecret: string;
}

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
    await services.tenants.add(DEMO_TENANT_ID, 'Northwind Outfitters');
    await robot.reload();
    for (const channel of demoChannels()) {
      const faqIds = JSON.parse(channel.faq.showContent) as number[];
      channel.faqList = robot.faqMenu(
        { tenantId: channel.tenantId, lang: channel.language == 'zh' ? 'zh' : 'en' },
        faqIds,
      );
      await services.channels.put(channel, channel.identityVerification ? DEMO_VERIFIED_SECRET : null);
    }
    for (const agent of agents) await services.agents.add(agent);
    await services.evaluations.putConfig('demo', DEMO_EVALUATION);
    await services.workOrders.putTemplate(1, 'demo', 'Return request', RETURN_REQUEST_TEMPLATE);
    await services.workOrders.putTemplate(2, 'demo', 'After-sales', AFTER_SALES_TEMPLATE);
    await services.workOrders.putType(1, 'demo', 'After-sales', 2);
    for (const reply of DEMO_SAVED_REPLIES) await services.savedReplies.add('demo', reply);
    return true;
  });
  return logins;
}
