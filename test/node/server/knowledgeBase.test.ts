// The robot answers from the knowledge base in the database (docs/operating.md#several-instances-on-postgresql): seeded with the demo
// docs, and built again when it changes, without a restart.

import { DEMO_KNOWLEDGE_BASE } from '@demo/demoKnowledgeBase';
import { changeKnowledge } from '@server/robot/liveRobot';
import { describe, expect, it } from 'vitest';
import { ROBOT_REBUILT_WITHIN, startVisitor, useTestServer } from './harness';

const server = useTestServer();

const NEW_DOC = {
  docId: 1901,
  tenantId: 'demo',
  lang: 'en' as const,
  category: 'shipping' as const,
  question: 'Do you deliver to the moon?',
  similar: ['lunar delivery', 'shipping to the moon'],
  answer: '<p>Not yet: only to Earth addresses.</p>',
  docPattern: 1 as const,
};

const docOnServer = async (docId: number) =>
  (await server.post('/api/chat/visitor/getRobotDoc', { channelId: 'demo', docId })).data;

describe('the knowledge base in the database', () => {
  it('a new database holds the demo docs, and the robot answers from them', async () => {
    expect(await server.server.services.knowledge.all()).toHaveLength(DEMO_KNOWLEDGE_BASE.length);
    expect(await docOnServer(1002)).toMatchObject({ docQuestion: 'How long does delivery take?' });
  });

  it('a doc added or changed is answered at once, without a restart', async () => {
    expect(
      (await server.post('/api/chat/visitor/getRobotDoc', { channelId: 'demo', docId: NEW_DOC.docId })).status,
    ).toBe(404);
    await changeKnowledge(server.server.services, [NEW_DOC]);
    await expect
      .poll(() => docOnServer(NEW_DOC.docId), ROBOT_REBUILT_WITHIN)
      .toMatchObject({ docQuestion: NEW_DOC.question });
    const visitor = await startVisitor(server, 'demo');
    const reply = await visitor.call('robotAsk', { question: 'Do you deliver to the moon?' });
    expect(reply.data.answer.docId).toBe(NEW_DOC.docId);

    await changeKnowledge(server.server.services, [{ ...NEW_DOC, question: 'Do you ship to the moon?' }]);
    await expect
      .poll(() => docOnServer(NEW_DOC.docId), ROBOT_REBUILT_WITHIN)
      .toMatchObject({ docQuestion: 'Do you ship to the moon?' });
  });

  it('a demo seeded before the knowledge base moved into the database gets the demo docs at its next start', async () => {
    await server.server.services.sql.run('DELETE FROM knowledge_docs');
    await server.restart();
    expect(await server.server.services.knowledge.all()).toHaveLength(DEMO_KNOWLEDGE_BASE.length);
    expect(await docOnServer(1002)).toMatchObject({ docQuestion: 'How long does delivery take?' });
  });
});
