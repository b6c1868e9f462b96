// The timeout sweep under load (issue 10): with 3,000 conversations due at once, every one
// gets its notice exactly once, a sweep tick writes at most SWEEP_BATCH_SIZE of them, and the
// sweeper takes the rest in the ticks that follow at once rather than SWEEP_EVERY_MS apart.
// The services run without HTTP, on a clock of the test's own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMEOUT_MINUTE_MS } from '../../../shared/constants';
import { SWEEP_BATCH_SIZE, startTimeoutSweeper, sweepTimeouts } from '../../../demo-host/server/conversation/timeouts';
import { openDatabase } from '../../../demo-host/server/db/database';
import { baseChannel } from '../../../demo-host/server/seed/demoChannels';
import { seedDemo } from '../../../demo-host/server/seed/seedDemo';
import { createServices, type Services } from '../../../demo-host/server/services';

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

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'chat-online-sweep-'));
  services = createServices(openDatabase(dataDir), dataDir, () => NOW);
  seedDemo(services);
  services.channels.put({ ...baseChannel('quiet'), userTimeoutMode: 0, adminTimeoutMode: 0 });
});
afterEach(() => {
  services.db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Conversation {
  sessionId: number;
  /** The notice it must get, or none. */
  expected?: string;
}

/** Conversations with alice, each as given: who spoke last and when, its status and notice. */
function seedConversations(): Conversation[] {
  const made: Conversation[] = [];
  const add = (
    count: number,
    channelId: string,
    fields: { last_agent_at?: number; last_visitor_at?: number; status?: number; timeout_notice?: number },
    expected?: string,
  ) => {
    for (let i = 0; i < count; i++) {
      const session = services.sessions.create(`sweep-${channelId}-${made.length}`, channelId);
      services.sessions.update(session.sessionId, { status: 2, admin_id: ALICE, last_agent_at: null, last_visitor_at: null, timeout_notice: 0, ...fields });
      made.push({ sessionId: session.sessionId, expected });
    }
  };
  services.db.transaction(() => {
    // Due: the agent spoke more than userTimeoutTime ago (the visitor before that, or never).
    add(DUE_VISITOR, 'demo', { last_agent_at: NOW - 11 * MINUTE, last_visitor_at: NOW - 12 * MINUTE }, demo.userTimeoutMsg);
    add(DUE_VISITOR_ZH, 'demo-zh', { last_agent_at: NOW - 10 * MINUTE }, zh.userTimeoutMsg);
    // Due: the visitor spoke more than adminTimeoutTime ago and the agent has not answered.
    add(DUE_AGENT, 'demo', { last_visitor_at: NOW - 4 * MINUTE, last_agent_at: NOW - 5 * MINUTE }, demo.adminTimeoutMsg);
    // Not due: the silence is too short, a notice was already sent, the chat ended, the channel has no timeouts.
    add(CONTROLS, 'demo', { last_agent_at: NOW - 9 * MINUTE });
    add(CONTROLS, 'demo', { last_visitor_at: NOW - 2 * MINUTE });
    add(CONTROLS, 'demo', { last_agent_at: NOW - 60 * MINUTE, timeout_notice: 1 });
    add(CONTROLS, 'demo', { last_agent_at: NOW - 60 * MINUTE, status: 0 });
    add(CONTROLS, 'quiet', { last_agent_at: NOW - 60 * MINUTE });
    add(CONTROLS, 'quiet', { last_visitor_at: NOW - 60 * MINUTE });
  })();
  return made;
}

/** The system messages written so far, by conversation. */
function notices(): Map<number, string[]> {
  const rows = services.db
    .prepare<[], { session_id: number; content: string }>('SELECT session_id, content FROM messages WHERE sender_type = 4 ORDER BY id')
    .all();
  const bySession = new Map<number, string[]>();
  for (const row of rows) bySession.set(row.session_id, [...(bySession.get(row.session_id) ?? []), row.content]);
  return bySession;
}

const noticeCount = () => [...notices().values()].reduce((sum, texts) => sum + texts.length, 0);

/** Every due conversation has its notice exactly once (and its poll event once); the others none. */
function expectEachNoticedOnce(conversations: Conversation[]) {
  const written = notices();
  for (const { sessionId, expected } of conversations) expect({ sessionId, texts: written.get(sessionId) ?? [] }).toEqual({ sessionId, texts: expected ? [expected] : [] });
  const events = services.db
    .prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM events WHERE json_extract(payload, '$.type') = 1201`)
    .get()!.n;
  expect(events).toBe(DUE);
}

describe('timeout sweep with 3,000 conversations due at once', () => {
  it('each gets its notice exactly once; a sweep tick writes at most SWEEP_BATCH_SIZE, the rest in the next ticks', () => {
    const conversations = seedConversations();
    const perTick: number[] = [];
    for (let tick = 0; tick < 100; tick++) {
      const before = noticeCount();
      const written = sweepTimeouts(services);
      expect(noticeCount() - before).toBe(written);
      perTick.push(written);
      if (!written) break;
    }
    expect(Math.max(...perTick)).toBe(SWEEP_BATCH_SIZE);
    expect(perTick.reduce((sum, count) => sum + count, 0)).toBe(DUE);
    // Full batches until the due ones run out, then nothing.
    expect(perTick).toEqual([...Array<number>(Math.floor(DUE / SWEEP_BATCH_SIZE)).fill(SWEEP_BATCH_SIZE), ...(DUE % SWEEP_BATCH_SIZE ? [DUE % SWEEP_BATCH_SIZE] : []), 0]);
    expectEachNoticedOnce(conversations);
    // Swept again later: nothing more (until someone speaks).
    expect(sweepTimeouts(services)).toBe(0);
    expectEachNoticedOnce(conversations);
  });

  it('the sweeper writes one batch per timer tick, and after a full batch the next tick comes at once, not SWEEP_EVERY_MS later', async () => {
    const conversations = seedConversations();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const stop = startTimeoutSweeper(services);
    try {
      const startedAt = Date.now();
      const perTick: number[] = [];
      while (noticeCount() < DUE && perTick.length < 100) {
        const before = noticeCount();
        // One timer callback: one sweep tick. The timer is the only thing waiting.
        await vi.advanceTimersToNextTimerAsync();
        perTick.push(noticeCount() - before);
      }
      expect(perTick.every((count) => count <= SWEEP_BATCH_SIZE)).toBe(true);
      expect(perTick).toHaveLength(Math.ceil(DUE / SWEEP_BATCH_SIZE));
      // The first tick after the usual wait, the rest straight after it (on the fake clock):
      // well within a second wait. Then the sweeper waits again.
      expect(Date.now() - startedAt).toBeLessThan(2 * 5_000);
      expect(vi.getTimerCount()).toBe(1);
      expectEachNoticedOnce(conversations);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});
