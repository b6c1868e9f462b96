// One sweeper at a time (docs/operating.md#several-instances-on-postgresql): with several instances on one PostgreSQL, the timeout
// sweep of an instance writes nothing while another holds the sweep's advisory lock, and
// sweeps as usual once it is free.

import { abandonedAfterMs, SWEEP_BUSY, sweepTimeouts } from '@server/conversation/timeouts';
import { VISITOR_STATUS } from '@shared/codes';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startVisitor, useAgent, useTestServer } from '../server/harness';

const server = useTestServer();
const alice = useAgent(server, 'alice');

describe('the timeout sweep on PostgreSQL', () => {
  it('skips its tick while another instance sweeps (holds the lock), and sweeps once it is free', async () => {
    const { services } = server.server;
    const visitor = await startVisitor(server, 'demo');
    await visitor.call('transferAgent', { adminId: alice.adminId });
    server.advance(abandonedAfterMs((await services.channels.get('demo'))!.config) + 1000);
    await alice.call('events', {});

    // Another instance mid-sweep: its transaction holds the lock.
    const other = new pg.Client({ connectionString: server.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query("SELECT pg_advisory_xact_lock(hashtextextended('timeout sweep', 0))");
      expect(await sweepTimeouts(services)).toBe(SWEEP_BUSY);
      expect((await services.sessions.get(visitor.start.sessionId))!.status).toBe(VISITOR_STATUS.agent);
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    expect(await sweepTimeouts(services)).toBeGreaterThan(0);
    expect((await services.sessions.get(visitor.start.sessionId))!.status).toBe(VISITOR_STATUS.ended);
  });
});
