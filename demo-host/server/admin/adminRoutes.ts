// POST /api/admin/<call>: owners and admins configure their tenant (shared/api/adminRequests.ts).
// The token is the agent API's; an agent's is refused with 403 before the body is read. Each
// call's handler is in the file of its topic and checks the tenant and account it names.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { administers } from '@shared/accounts';
import { ADMIN_API, type AdminReplies } from '@shared/api';
import { ADMIN_REQUESTS, type AdminCall } from '@shared/api/adminRequests';
import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../accounts/signedIn';
import { jsonBodyLimit } from '../http/bodyLimit';
import { closeIfBodyUnread } from '../http/edge';
import { forbidden, ok } from '../http/reply';
import type { BodyOf } from '../http/typedBody';
import type { Services } from '../services';
import { accounts, addAccount, passwordLink, setAccountDisabled, updateAccount } from './accounts';
import { channelVersions, restoreChannel } from './channelHistory';
import {
  addChannel,
  channel,
  channelSightings,
  channels,
  deleteChannel,
  duplicateChannel,
  rotateChannelSecret,
  saveChannel,
  setChannelDisabled,
} from './channels';
import type { AdminContext } from './context';
import { deleteKnowledgeDoc, knowledgeBase, saveKnowledgeDoc } from './knowledge';
import { importKnowledge } from './knowledgeImport';
import { mailSettings, outbox, retryOutbox, saveMailSettings } from './mail';
import { beforeTryRobot, tryRobot } from './robotTrial';
import { saveNotCovered, saveSynonyms, synonyms } from './synonyms';
import {
  evaluateConfig,
  groups,
  knowledgeDocs,
  saveEvaluateConfig,
  saveTemplate,
  saveWorkOrderType,
  workOrderSetup,
} from './tenantSetup';
import { addTenant, tenants } from './tenants';
import { deleteWebhook, rotateWebhookSecret, saveWebhook, testWebhook, webhooks } from './webhooks';

type Handler<C extends AdminCall> = (
  context: AdminContext,
  body: BodyOf<(typeof ADMIN_REQUESTS)[C]>,
) => AdminReplies[C] | Promise<AdminReplies[C]>;

const HANDLERS: { [C in AdminCall]: Handler<C> } = {
  accounts,
  addAccount,
  updateAccount,
  setAccountDisabled,
  passwordLink,
  tenants,
  addTenant,
  channels,
  channel,
  addChannel,
  saveChannel,
  duplicateChannel,
  setChannelDisabled,
  deleteChannel,
  channelVersions,
  restoreChannel,
  rotateChannelSecret,
  channelSightings,
  groups,
  knowledgeDocs,
  knowledgeBase,
  saveKnowledgeDoc,
  deleteKnowledgeDoc,
  importKnowledge,
  synonyms,
  saveSynonyms,
  saveNotCovered,
  tryRobot,
  mailSettings,
  saveMailSettings,
  outbox,
  retryOutbox,
  webhooks,
  saveWebhook,
  deleteWebhook,
  rotateWebhookSecret,
  testWebhook,
  evaluateConfig,
  saveEvaluateConfig,
  workOrderSetup,
  saveTemplate,
  saveWorkOrderType,
};

/** What a call does before its transaction, which then holds none of the database while it waits. */
const BEFORE_TRANSACTION: { [C in AdminCall]?: (context: AdminContext) => Promise<void> } = {
  tryRobot: beforeTryRobot,
};

export async function adminRoutes(plainApp: FastifyInstance, { services }: { services: Services }) {
  const app = plainApp.withTypeProvider<TypeBoxTypeProvider>();
  const callerOf = requireSignedIn(app, services, new Set());
  app.addHook('onRequest', async (request, reply) => {
    if (!administers(callerOf(request).role)) {
      closeIfBodyUnread(request, reply);
      throw forbidden('your role may not configure: ask an admin');
    }
  });
  const route = <C extends AdminCall>(call: C) => {
    const handler = HANDLERS[call];
    app.post(
      ADMIN_API + call,
      { schema: { body: ADMIN_REQUESTS[call] }, bodyLimit: jsonBodyLimit(ADMIN_REQUESTS[call]) },
      async (request) => {
        const context: AdminContext = { services, caller: callerOf(request), request };
        await BEFORE_TRANSACTION[call]?.(context);
        return ok(await services.sql.transaction(async () => handler(context, request.body)));
      },
    );
  };
  (Object.keys(HANDLERS) as AdminCall[]).forEach(route);
}
