// A notify through PostgreSQL reaches every instance a moment after its commit, the one that
// sent it included (hub.ts). hub.sync waits that moment out: once it resolves, every notify
// committed before it has woken its waiters here. An owner's trial of the robot right after a
// save syncs first, so the save's rebuild is under way when it looks (robot/liveRobot.ts, settled).
import { HUB_CHANNEL } from '@server/db/postgres';
import pg from 'pg';
import { expect, it } from 'vitest';
import { useTestServer } from '../server/harness';

const server = useTestServer();

it('once hub.sync resolves, a notify committed before it (by another connection) has woken its waiters', async () => {
  const { hub } = server.server.services;
  const other = new pg.Client({ connectionString: server.databaseUrl });
  await other.connect();
  try {
    for (let round = 0; round < 5; round++) {
      const key = `hub-sync-test:${round}`;
      let woken = false;
      void hub.wait(key, 10_000).then(() => (woken = true));
      await other.query('SELECT pg_notify($1, $2)', [HUB_CHANNEL, key]);
      await hub.sync(10_000);
      expect(woken).toBe(true);
    }
  } finally {
    await other.end();
  }
});
