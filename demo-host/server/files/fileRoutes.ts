// GET /api/files/<name>: an upload, as bytes with a safe type; never sniffed, never a page.
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FILES_PATH } from '../../../shared/api';
import { fileExtension } from '../../../shared/upload';
import { notFound } from '../http/reply';
import type { Services } from '../services';
import { safeContentType, uploadsDir } from './fileStore';

export async function fileRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get<{ Params: { name: string } }>(FILES_PATH + ':name', async (request, reply) => {
    const { name } = request.params;
    // Stored names are ours: 32 hex characters and an extension, nothing that walks a path.
    if (!/^[0-9a-f]{32}(\.[a-z0-9]{1,8})?$/.test(name)) throw notFound('file: unknown');
    const path = join(uploadsDir(services), name);
    if (!existsSync(path)) throw notFound('file: unknown');
    const row = services.db
      .prepare<[string], { original_name: string }>('SELECT original_name FROM uploads WHERE stored_name = ?')
      .get(name);
    const type = safeContentType(fileExtension(name));
    const disposition = type == 'application/octet-stream' ? 'attachment' : 'inline';
    return reply
      .header('Content-Type', type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=86400')
      .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row?.original_name ?? name)}`)
      .send(createReadStream(path));
  });
}
