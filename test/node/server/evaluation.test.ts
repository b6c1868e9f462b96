// Ratings over real HTTP: the configuration, one rating per conversation (chatAfterEva),
// the star's required comment and label, the limits, and the agent's list of ratings.

import type { EvaluateInfo } from '@shared/api';
import { RATING_COMMENT_MAX, STAR_MAX, STAR_MIN } from '@shared/constants';
import { afterAll, describe, expect, it } from 'vitest';
import { pollEvents, signInAgent, startVisitor, type TestVisitor, useAgent, useTestServer } from './harness';

const server = useTestServer();
const alice = useAgent(server);
afterAll(() => alice.call('status', { online: false }));

/** A visitor connected to alice. */
async function visitorWithAgent(): Promise<TestVisitor> {
  const visitor = await startVisitor(server);
  const transfer = await visitor.call('transferAgent', { adminId: alice.adminId });
  expect(transfer.data.status).toBe(2);
  return visitor;
}

const rateAgent = (visitor: TestVisitor, fields: Record<string, unknown>) =>
  visitor.call('evaluate', { evaluateAdminMode: 1, evaluateAdminSolve: 1, ...fields });

describe('configuration', () => {
  it('getEvaluateInfo returns starList for stars 1–5 and scoreList', async () => {
    const visitor = await startVisitor(server);
    const reply = await visitor.call<EvaluateInfo>('getEvaluateInfo', { channelId: 'demo' });
    expect(reply.status).toBe(200);
    const { starList, scoreList } = reply.data;
    expect(starList.map((star) => star.star)).toEqual([1, 2, 3, 4, 5]);
    for (const star of starList) {
      expect(star.select.length).toBeGreaterThan(0);
      expect(star.select.every((option) => typeof option.name == 'string' && typeof option.value == 'string')).toBe(
        true,
      );
      expect(star.levelTag.split(',')).toEqual(star.select.map((option) => option.name));
      expect(star.levelGuideMsg).toBeTruthy();
      expect([0, 1]).toContain(star.evaluateMsgRequired);
      expect([0, 1]).toContain(star.levelTagRequired);
    }
    // The demo's rules the tests below rely on.
    expect(starList.map((star) => [star.evaluateMsgRequired, star.levelTagRequired])).toEqual([
      [1, 1],
      [1, 1],
      // 3 stars ("Okay"): a normal rating needs nothing more.
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(scoreList.length).toBeGreaterThan(0);
    expect(scoreList.every((score) => typeof score.score == 'number' && typeof score.name == 'string')).toBe(true);
    expect(reply.data.robotTags).toHaveLength(4);
    expect(reply.data.agentTags).toHaveLength(4);
  });

  it('getEvaluateInfo needs the visitor token', async () => {
    const visitor = await startVisitor(server);
    const reply = await server.post('/api/chat/visitor/getEvaluateInfo', { userId: visitor.userId });
    expect(reply.status).toBe(401);
  });
});

describe('robot rating', () => {
  it('isEvaluate is false before; a robot rating answers 200 and isEvaluate is then true', async () => {
    const visitor = await startVisitor(server);
    const before = await visitor.call('isEvaluate');
    expect(before.status).toBe(200);
    expect(before.data).toEqual({ evaluated: false, allowed: true });

    const rating = await visitor.call('evaluate', {
      evaluateRobotSolve: 1,
      evaluateRobotMode: 1,
      evaluateRobotTag: 'Irrelevant answer,Rude',
      evaluateRobotContent: 'ok',
    });
    expect(rating.status).toBe(200);
    expect(rating.data.evaluated).toBe(true);

    const after = await visitor.call('isEvaluate');
    expect(after.data).toEqual({ evaluated: true, allowed: false });
  });

  it('a second rating answers 400 whose message contains chatAfterEva (robot or agent)', async () => {
    const visitor = await startVisitor(server);
    expect((await visitor.call('evaluate', { evaluateRobotSolve: 0 })).status).toBe(200);
    const again = await visitor.call('evaluate', { evaluateRobotSolve: 1 });
    expect(again.status).toBe(400);
    expect(again.message).toContain('chatAfterEva');
    const agentAgain = await rateAgent(visitor, { evaluateAdminStar: 5 });
    expect(agentAgain.status).toBe(400);
    expect(agentAgain.message).toContain('chatAfterEva');
  });

  it('a robot rating with evaluateRobotSolve outside 0/1 or a comment over 60 characters answers 400', async () => {
    const visitor = await startVisitor(server);
    expect((await visitor.call('evaluate', { evaluateRobotSolve: 2 })).status).toBe(400);
    const long = await visitor.call('evaluate', {
      evaluateRobotSolve: 1,
      evaluateRobotContent: 'r'.repeat(RATING_COMMENT_MAX + 1),
    });
    expect(long.status).toBe(400);
    expect(long.message).toMatch(/^evaluateRobotContent: /);
    expect((await visitor.call('isEvaluate')).data.evaluated).toBe(false);
  });
});

describe('agent rating', () => {
  it('star 1 without a comment answers 400 evaConInput', async () => {
    const visitor = await visitorWithAgent();
    for (const evaluateAdminContent of [undefined, '', '   ']) {
      const reply = await rateAgent(visitor, {
        evaluateAdminStar: 1,
        evaluateAdminTag: 'Rude',
        ...(evaluateAdminContent !== undefined && { evaluateAdminContent }),
      });
      expect(reply.status).toBe(400);
      expect(reply.message).toContain('evaConInput');
    }
  });

  it('star 1 with a comment but no label answers 400 evaLabelSelect, star 2 too; star 3 with nothing else is a normal rating', async () => {
    const visitor = await visitorWithAgent();
    const noTag = await rateAgent(visitor, { evaluateAdminStar: 1, evaluateAdminContent: 'Took ages' });
    expect(noTag.status).toBe(400);
    expect(noTag.message).toContain('evaLabelSelect');
    const blankTag = await rateAgent(visitor, {
      evaluateAdminStar: 2,
      evaluateAdminContent: 'Took ages',
      evaluateAdminTag: ' ',
    });
    expect(blankTag.message).toContain('evaLabelSelect');
    // None of the refused attempts used up the rating.
    expect((await visitor.call('isEvaluate')).data).toEqual({ evaluated: false, allowed: true });
    const three = await rateAgent(visitor, { evaluateAdminStar: 3 });
    expect(three.status).toBe(200);
  });

  it('star 5 without comment and labels answers 200', async () => {
    const visitor = await visitorWithAgent();
    const reply = await rateAgent(visitor, { evaluateAdminStar: 5 });
    expect(reply.status).toBe(200);
    expect((await visitor.call('isEvaluate')).data.evaluated).toBe(true);
  });

  it('star 1 with a comment of exactly 60 characters and a label answers 200', async () => {
    const visitor = await visitorWithAgent();
    const reply = await rateAgent(visitor, {
      evaluateAdminStar: 1,
      evaluateAdminContent: 'c'.repeat(RATING_COMMENT_MAX),
      evaluateAdminTag: 'Bad attitude,Rude',
    });
    expect(reply.status, reply.message).toBe(200);
  });

  it('evaluateAdminContent longer than 60 characters answers 400', async () => {
    const visitor = await visitorWithAgent();
    expect(RATING_COMMENT_MAX).toBe(60);
    const reply = await rateAgent(visitor, {
      evaluateAdminStar: 1,
      evaluateAdminContent: 'c'.repeat(61),
      evaluateAdminTag: 'Rude',
    });
    expect(reply.status).toBe(400);
    expect(reply.message).toMatch(/^evaluateAdminContent: /);
    expect((await visitor.call('isEvaluate')).data.evaluated).toBe(false);
  });

  it('star 0 or 6 (or 2.5, or "5") answers 400', async () => {
    const visitor = await visitorWithAgent();
    expect([STAR_MIN, STAR_MAX]).toEqual([1, 5]);
    for (const evaluateAdminStar of [0, 6, -1, 2.5, '5']) {
      const reply = await rateAgent(visitor, {
        evaluateAdminStar,
        evaluateAdminContent: 'x',
        evaluateAdminTag: 'Rude',
      });
      expect({ evaluateAdminStar, status: reply.status }).toEqual({ evaluateAdminStar, status: 400 });
      expect(reply.message).toMatch(/^evaluateAdminStar: /);
    }
    expect((await visitor.call('isEvaluate')).data.evaluated).toBe(false);
  });

  it('an agent rating where no agent took part answers 400', async () => {
    const visitor = await startVisitor(server);
    const reply = await rateAgent(visitor, { evaluateAdminStar: 5 });
    expect(reply.status).toBe(400);
    expect((await visitor.call('isEvaluate')).data.evaluated).toBe(false);
  });

  it('a conversation the agent ended can still be rated once', async () => {
    const visitor = await visitorWithAgent();
    expect((await alice.call('end', { sessionId: visitor.start.sessionId })).status).toBe(200);
    const reply = await rateAgent(visitor, { evaluateAdminStar: 4, evaluateAdminContent: 'Thanks' });
    expect(reply.status).toBe(200);
    expect((await rateAgent(visitor, { evaluateAdminStar: 4 })).message).toContain('chatAfterEva');
  });

  it("the agent's invitation reaches the visitor as 1203; after the rating it answers 400", async () => {
    const visitor = await visitorWithAgent();
    expect((await alice.call('inviteEvaluate', { sessionId: visitor.start.sessionId })).status).toBe(200);
    const events = (await pollEvents(visitor)).data.msgList as { type: number }[];
    expect(events.map((event) => event.type)).toContain(1203);
    expect((await rateAgent(visitor, { evaluateAdminStar: 5 })).status).toBe(200);
    expect((await alice.call('inviteEvaluate', { sessionId: visitor.start.sessionId })).status).toBe(400);
  });

  it("the agent's evaluations call lists the rating", async () => {
    const visitor = await visitorWithAgent();
    const reply = await rateAgent(visitor, {
      evaluateAdminStar: 2,
      evaluateAdminContent: 'Slow answers',
      evaluateAdminTag: 'Untimely reply',
      evaluateAdminSolve: 0,
    });
    expect(reply.status).toBe(200);

    const all = await alice.call('evaluations');
    expect(all.status).toBe(200);
    const entry = (all.data.list as Record<string, unknown>[]).find(
      (rating) => rating.sessionId == visitor.start.sessionId,
    );
    expect(entry).toMatchObject({
      sessionId: visitor.start.sessionId,
      userId: visitor.userId,
      kind: 'agent',
      evaluateAdminStar: 2,
      evaluateAdminContent: 'Slow answers',
      evaluateAdminTag: 'Untimely reply',
      evaluateAdminSolve: 0,
    });
    expect(entry!.time).toBeTypeOf('number');

    const one = await alice.call('evaluations', { sessionId: visitor.start.sessionId });
    expect((one.data.list as { sessionId: number }[]).map((rating) => rating.sessionId)).toEqual([
      visitor.start.sessionId,
    ]);

    // Another agent does not see alice's ratings.
    const bob = await signInAgent(server, 'bob', false);
    const bobs = (await bob.call('evaluations')).data.list as { sessionId: number }[];
    expect(bobs.some((rating) => rating.sessionId == visitor.start.sessionId)).toBe(false);
  });

  it("a robot rating is listed for every agent of the tenant, marked as the robot's (docs/decisions.md#robot-rating)", async () => {
    const visitor = await startVisitor(server);
    expect(
      (await visitor.call('evaluate', { evaluateRobotSolve: 0, evaluateRobotMode: 1, evaluateRobotTag: 'Rude' }))
        .status,
    ).toBe(200);
    const bob = await signInAgent(server, 'bob', false);
    for (const agent of [alice, bob]) {
      const list = (await agent.call('evaluations')).data.list as Record<string, unknown>[];
      expect(list.find((rating) => rating.sessionId == visitor.start.sessionId)).toMatchObject({
        kind: 'robot',
        evaluateRobotSolve: 0,
        evaluateRobotTag: 'Rude',
      });
    }
  });

  it('the agent is told of the rating as an event', async () => {
    const visitor = await visitorWithAgent();
    const cursor = (await alice.call('events')).data.lastEventId as number;
    expect((await rateAgent(visitor, { evaluateAdminStar: 4 })).status).toBe(200);
    const events = (await alice.call('events', { lastEventId: cursor })).data.events as {
      kind: string;
      sessionId?: number;
      data?: { evaluateAdminStar?: number };
    }[];
    const evaluated = events.find((event) => event.kind == 'evaluated' && event.sessionId == visitor.start.sessionId);
    expect(evaluated?.data?.evaluateAdminStar).toBe(4);
  });
});
