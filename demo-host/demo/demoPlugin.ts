// The demo as a plug-in of the product: its seed (through the product's stores) and the one
// route of its own, the endpoint its external-submit form (msgType 11) posts to.
import type { ServerPlugin } from '@server/app';
import { jsonBodyLimit } from '@server/http/bodyLimit';
import { ok } from '@server/http/reply';
import { VISITOR_REQUESTS } from '@shared/api/requests';
import { type DemoLogins, seedDemo } from './seedDemo';

export interface DemoPlugin extends ServerPlugin {
  /** Filled by the seed: who can sign in, with which password. */
  logins: DemoLogins;
}

export function demoPlugin(password?: string): DemoPlugin {
  const plugin: DemoPlugin = {
    logins: { seeded: false, agents: [], verifiedChannelSecret: '' },
    async seed(services) {
      plugin.logins = await seedDemo(services, password);
    },
    async routes(app) {
      // It takes what fromRequest may forward.
      app.post('/api/demo/formSink', { bodyLimit: jsonBodyLimit(VISITOR_REQUESTS.fromRequest) }, async (request) =>
        ok({ received: request.body }, 'received'),
      );
    },
  };
  return plugin;
}
