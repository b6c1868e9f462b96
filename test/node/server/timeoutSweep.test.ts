// The timeout sweep under load (docs/security.md): with 3,000 conversations due at once, every one
// gets its notice exactly once, a sweep tick writes at most SWEEP_BATCH_SIZE of them, and the
// sweeper takes the rest in the ticks that follow at once rather than SWEEP_EVERY_MS apart.
// The services run without HTTP, on a clock of the test's own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseChannel } from '@demo/demoChannels';
import { seedDemo } from '@demo/seedDemo';
import { SWEEP_BATCH_SIZE, startTimeoutSweeper } from '@server/conversation/timeouts';
import { openDatabase } from '@server/db/database';
import { createServices, type Services } from '@server/services';
import { TIMEOUT_MINUTE_MS } from '@shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sweepNow } from './harness';

const demo = baseChannel('demo');
const zh = baseChannel('demo-zh');
const NOW = Date.UTC(2030, 0, 1);
const MINUTE = TIMEOUT_MINUTE_MS;
const ALICE = 101;

/** How many of each: due for a visitor notice (two channels), due for an agent notice, and the controls. */
const DUE_VISITOR = 1_200;
const DUE_VISITOR_ZH = 800;
const DUE_AGENT = 1_000;
const DUE = DUE_VISITOR + DUE_VISITOR_ZH + DUE_AGENT;
const CONTROLS = 50;

let dataDir: string;
let services: Services;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'chat-online-sweep-'));
  services = createServices(await openDatabase({ dataDir }), { dataDir }, () => NOW);
  await seedDemo(services);
  await services.channels.put({ ...baseChannel('quiet'), userTimeoutMode: 0, adminTimeoutMode: 0 });
});
afterEach(async () => {
  await services.sql.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Conversation {
  sessionId: number;
  /** The notice it must get, or none. */
  expected?: string;
}

/** Conversations with alice, each as given: who spoke last and when, its status and notice. */
async function seedConversations(): Promise<Conversation[]> {
  const made: Conversation[] = [];
  const add = async (
    count: number,
    channelId: string,
    fields: { last_agent_at?: number; last_visitor_at?: number; status?: number; timeout_notice?: number },
    expected?: string,
  ) => {
    for (let i = 0; i < count; i++) {
      const session = await services.sessions.create(`sweep-${channelId}-${made.length}`, channelId);
      await services.sessions.update(session.sessionId, {
        status: 2,
        admin_id: ALICE,
        last_agent_at: null,
        last_visitor_at: null,
        timeout_notice: 0,
        ...fields,
      });
      made.push({ sessionId: session.sessionId, expected });
    }
  };
  await services.sql.transaction(async () => {
    // Due: the agent spoke more than userTimeoutTime ago (the visitor before that, or never).
    await add(
      DUE_VISITOR,
      'demo',
      { last_agent_at: NOW - 11 * MINUTE, last_visitor_at: NOW - 12 * MINUTE },
      demo.userTimeoutMsg,
    );
    await add(DUE_VISITOR_ZH, 'demo-zh', { last_agent_at: NOW - 10 * MINUTE }, zh.userTimeoutMsg);
    // Due: the visitor spoke more than adminTimeoutTime ago and the agent has not answered.
    await add(
      DUE_AGENT,
      'demo',
      { last_visitor_at: NOW - 4 * MINUTE, last_agent_at: NOW - 5 * MINUTE },
      demo.adminTimeoutMsg,
    );
    // Not due: the silence is too short, a notice was already sent, the chat ended, the channel has no timeouts.
    await add(CONTROLS, 'demo', { last_agent_at: NOW - 9 * MINUTE });
    await add(CONTROLS, 'demo', { last_visitor_at: NOW - 2 * MINUTE });
    await add(CONTROLS, 'demo', { last_agent_at: NOW - 60 * MINUTE, timeout_notice: 1 });
    await add(CONTROLS, 'demo', { last_agent_at: NOW - 60 * MINUTE, status: 0 });
    await add(CONTROLS, 'quiet', { last_agent_at: NOW - 60 * MINUTE });
    await add(CONTROLS, 'quiet', { last_visitor_at: NOW - 60 * MINUTE });
  });
  return made;
}

/** The system messages written so far, by conversation. */
async function notices(): Promise<Map<number, string[]>> {
  const rows = await services.sql.all<{ session_id: number; content: string }>(
    'SELECT session_id, content FROM messages WHERE sender_type = 4 ORDER BY id',
  );
  const bySession = new Map<number, string[]>();
  for (const row of rows) bySession.set(row.session_id, [...(bySession.get(row.session_id) ?? []), row.content]);
  return bySession;
}

const noticeCount = async () => [...(await notices()).values()].reduce((sum, texts) => sum + texts.length, 0);

/** Every due conversation has its notice exactly once (and its poll event once); the others none. */
async function expectEachNoticedOnce(conversations: Conversation[]) {
  const written = await notices();
  for (const { sessionId, expected } of conversations)
    expect({ sessionId, texts: written.get(sessionId) ?? [] }).toEqual({
      sessionId,
      texts: expected ? [expected] : [],
    });
  const { sql } = services;
  const events = await sql.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM events WHERE ${sql.dialect.jsonText('payload', 'type')} = '1201'`,
  );
  expect(Number(events!.n)).toBe(DUE);
}

describe('timeout sweep with 3,000 conversations due at once', () => {
  it('each gets its notice exactly once; a sweep tick writes at most SWEEP_BATCH_SIZE, the rest in the next ticks', async () => {
    const conversations = await seedConversations();
    const perTick: number[] = [];
    for (let tick = 0; tick < 100; tick++) {
      const before = await noticeCount();
      const written = await sweepNow(services);
      expect((await noticeCount()) - before).toBe(written);
      perTick.push(written);
      if (!written) break;
    }
    expect(Math.max(...perTick)).toBe(SWEEP_BATCH_SIZE);
    expect(perTick.reduce((sum, count) => sum + count, 0)).toBe(DUE);
    // Full batches until the due ones run out, then nothing.
    expect(perTick).toEqual([
      ...Array<number>(Math.floor(DUE / SWEEP_BATCH_SIZE)).fill(SWEEP_BATCH_SIZE),
      ...(DUE % SWEEP_BATCH_SIZE ? [DUE % SWEEP_BATCH_SIZE] : []),
      0,
    ]);
    await expectEachNoticedOnce(conversations);
    // Swept again later: nothing more (until someone speaks).
    expect(await sweepNow(services)).toBe(0);
    await expectEachNoticedOnce(conversations);
  });

  it('the sweeper writes one batch per timer tick, and after a full batch the next tick comes at once, not SWEEP_EVERY_MS later', async () => {
    const conversations = await seedConversations();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const stop = startTimeoutSweeper(services);
    try {
      const startedAt = Date.now();
      const perTick: number[] = [];
      while ((await noticeCount()) < DUE && perTick.length < 100) {
        const before = await noticeCount();
        // One timer callback: one sweep tick. The timer is the only thing waiting.
        await vi.advanceTimersToNextTimerAsync();
        perTick.push((await noticeCount()) - before);
      }
      expect(perTick.every((count) => count <= SWEEP_BATCH_SIZE)).toBe(true);
      expect(perTick).toHaveLength(Math.ceil(DUE / SWEEP_BATCH_SIZE));
      // The first tick after the usual wait, the rest straight after it (on the fake clock):
      // well within a second wait. Then the sweeper waits again.
      expect(Date.now() - startedAt).toBeLessThan(2 * 5_000);
      expect(vi.getTimerCount()).toBe(1);
      await expectEachNoticedOnce(conversations);
    } finally {
      await stop();
      vi.useRealTimers();
    }
  });
});
