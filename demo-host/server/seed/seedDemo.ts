// First start: the demo tenant's channels, knowledge base and its FAQ, agents, rating configuration,
// templates and saved replies. Nothing is seeded again once channels exist, so data survives restarts.

import { DEMO_KNOWLEDGE_BASE } from '../robot/demoKnowledgeBase';
import type { Services } from '../services';
import { DEMO_VERIFIED_SECRET, demoChannels } from './demoChannels';
import { DEMO_SAVED_REPLIES } from './demoSavedReplies';
import { AFTER_SALES_TEMPLATE, DEMO_EVALUATION, demoAgents, RETURN_REQUEST_TEMPLATE } from './demoSupport';

export interface DemoLogins {
  seeded: boolean;
  agents: { login: string; password: string; nick: string }[];
  verifiedChannelSecret: string;
}

export const DEFAULT_AGENT_PASSWORD = 'northwind';

export async function seedDemo(
  services: Services,
  password = process.env.DEMO_AGENT_PASSWORD || DEFAULT_AGENT_PASSWORD,
): Promise<DemoLogins> {
  const agents = demoAgents(password);
  const logins: DemoLogins = {
    seeded: false,
    agents: agents.map((agent) => ({ login: agent.login, password, nick: agent.card.adminNick })),
    verifiedChannelSecret: DEMO_VERIFIED_SECRET,
  };
  const { sql, robot } = services;
  if (!(await services.channels.isEmpty())) {
    // A demo seeded before the knowledge base moved into the database answered from the demo docs: it keeps them.
    if ((await services.channels.get('demo')) && (await services.knowledge.isEmpty()))
      await services.knowledge.put(DEMO_KNOWLEDGE_BASE);
    return logins;
  }
  logins.seeded = await sql.transaction(async () => {
    // Several instances may start at once on an empty database: one seeds, the others find it done.
    await sql.lock('seed demo');
    if (!(await services.channels.isEmpty())) return false;
    // The channels' FAQ menus are the robot's docs: the knowledge base comes first.
    if (await services.knowledge.isEmpty()) await services.knowledge.put(DEMO_KNOWLEDGE_BASE);
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
