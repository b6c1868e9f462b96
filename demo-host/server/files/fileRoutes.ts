// GET /api/files/<name>: an upload, as bytes with a safe type; never sniffed, never a page.
import { createReadStream, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FILES_PATH } from '@shared/api';
import { REQUEST_TIMEOUT_UPLOAD_MS } from '@shared/constants';
import { fileExtension } from '@shared/upload';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/reply';
import type { Services } from '../services';
import { isStoredFileName, isUnfinishedUpload, safeContentType, uploadsDir } from './fileStore';

export async function fileRoutes(app: FastifyInstance, { services }: { services: Services }) {
  removeUnfinishedUploads(services);
  app.get<{ Params: { name: string } }>(FILES_PATH + ':name', async (request, reply) => {
    const { name } = request.params;
    if (!isStoredFileName(name)) throw notFound('file: unknown');
    const path = join(uploadsDir(services), name);
    if (!existsSync(path)) throw notFound('file: unknown');
    const type = safeContentType(fileExtension(name));
    const originalName = (await services.uploads.originalName(name)) ?? name;
    const disposition = type == 'application/octet-stream' ? 'attachment' : 'inline';
    return reply
      .header('Content-Type', type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=86400')
      .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(originalName)}`)
      .send(createReadStream(path));
  });
}

/**
 * An upload lasts at most this long (the edge's upload deadline, with room to spare): a half-written
 * file untouched for longer has nobody writing it.
 */
const UPLOAD_OUTLIVED_MS = REQUEST_TIMEOUT_UPLOAD_MS + 10 * 60_000;

/**
 * What a server stopped mid-upload (a crash, a kill) left half-written: nobody will finish it.
 * With SQLite the files are this server's alone. With PostgreSQL other instances share them and
 * may be writing theirs now: only what has outlived any upload goes.
 */
function removeUnfinishedUploads(services: Services) {
  const dir = uploadsDir(services);
  if (!existsSync(dir)) return;
  const shared = services.sql.engine != 'sqlite';
  for (const name of readdirSync(dir).filter(isUnfinishedUpload)) {
    const path = join(dir, name);
    if (shared && Date.now() - (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0) < UPLOAD_OUTLIVED_MS) continue;
    rmSync(path, { force: true });
  }
}
