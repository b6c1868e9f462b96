// Vitest's global setup for the PostgreSQL project: a throwaway cluster of this machine's
// own for the run (db/localCluster.ts), or the server TEST_DATABASE_URL names. Each test
// server makes a database of its own in it (test/node/postgres/databases.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalCluster } from '@server/db/localCluster';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  const cluster = await startLocalCluster({ dir: mkdtempSync(join(tmpdir(), 'chat-online-pg-')), throwaway: true });
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
