// `npm run start:pg`: the demo on PostgreSQL. With DATABASE_URL set, on that database; without
// it, on a cluster of this machine's own (Debian's postgresql package) in DATA_DIR/postgres on
// PG_PORT (54329), kept between starts like SQLite's file, so a second instance can join it:
//   DATABASE_URL=postgres://chat@127.0.0.1:54329/chat_online PORT=8090 SITE_PORT=8091 npm start
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { postgresBinDir, startLocalCluster } from '@server/db/localCluster';
import { DATA_DIR } from '@server/projectPaths';
import pg from 'pg';

const DATABASE = 'chat_online';

async function ensureDatabase(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!found.rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
}

if (!process.env.DATABASE_URL) {
  const dir = join(DATA_DIR, 'postgres');
  const port = Number(process.env.PG_PORT) || 54329;
  const running =
    spawnSync(join(postgresBinDir() ?? '/nonexistent', 'pg_ctl'), ['status', '-D', join(dir, 'data')]).status == 0;
  try {
    const cluster = await startLocalCluster({ dir, port, reuseRunning: running });
    await ensureDatabase(cluster.url);
    process.env.DATABASE_URL = cluster.urlOf(DATABASE);
    // Whoever started the cluster stops it on the way out; a second instance leaves it be.
    if (!running) process.on('exit', () => cluster.stopNow());
  } catch (error) {
    console.error((error as Error).message);
    console.error('  or set DATABASE_URL=postgres://user:password@host:port/database');
    process.exit(1);
  }
}

await import('./start');
