// upload (multipart: file, userId) and uploadBase64 (a data: URL): both stream to disk the
// same way and are checked alike (normalised name, size, leading bytes).
import { Readable } from 'node:stream';
import type { UploadedFile } from '@shared/api';
import type { VisitorRequest } from '@shared/api/requests';
import type { FastifyRequest } from 'fastify';
import { checkUpload, normalizedName, storeUpload } from '../files/fileStore';
import { receiveUpload } from '../files/receiveUpload';
import { badRequest, unauthorized } from '../http/reply';
import type { Services } from '../services';
import { visitorUploader } from '../store/uploads';
import type { VisitorContext } from './context';

/** Multipart: the form fields (userId, purpose) must come before the file, as browsers send them in order. */
export async function upload(services: Services, request: FastifyRequest): Promise<UploadedFile> {
  return receiveUpload(services, request, async (field) => {
    const userId = field('userId') ?? '';
    if (!userId) throw badRequest('userId: is required (before the file)');
    const token = request.headers.token;
    const tenantId = await services.visitors.authenticate(userId, typeof token == 'string' ? token : undefined);
    if (!tenantId) throw unauthorized();
    return visitorUploader({ userId, tenantId });
  });
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/;
const EXTENSION_OF_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
};

export async function uploadBase64(
  context: VisitorContext,
  body: VisitorRequest<'uploadBase64'>,
): Promise<UploadedFile> {
  const match = DATA_URL.exec(body.imgData);
  if (!match) throw badRequest('imgData: must be a base64 data: URL');
  const bytes = Buffer.from(match[3]!, 'base64');
  if (!bytes.length) throw badRequest('imgData: is empty');
  const extension = EXTENSION_OF_TYPE[match[1] ?? ''];
  const name = body.fileName == null ? `screenshot.${extension ?? 'png'}` : normalizedName(body.fileName, 'fileName');
  checkUpload('file', name, 0);
  // Its upload slot was taken before the body was read (visitorRoutes.ts).
  return storeUpload(
    context.services,
    visitorUploader(context),
    { name, purpose: 'file', contentField: 'imgData' },
    Readable.from([bytes]),
  );
}
