// GET /api/files/<name>: an upload, as bytes with a safe type; never sniffed, never a page.
import { createReadStream, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FILES_PATH } from '../../../shared/api';
import { fileExtension } from '../../../shared/upload';
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
    const disposition = type == 'application/octet-stream' ? 'attachment' : 'inline';
    return reply
      .header('Content-Type', type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=86400')
      .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(services.uploads.originalName(name) ?? name)}`)
      .send(createReadStream(path));
  });
}

/** What a server stopped mid-upload (a crash, a kill) left half-written: nobody will finish it. */
function removeUnfinishedUploads(services: Services) {
  const dir = uploadsDir(services);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).filter(isUnfinishedUpload)) rmSync(join(dir, name), { force: true });
}
