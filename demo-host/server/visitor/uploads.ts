// upload (multipart: file, userId) and uploadBase64 (a data: URL).
import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from '../../../shared/api';
import type { VisitorRequest } from '../../../shared/api/requests';
import { saveUpload } from '../files/fileStore';
import { receiveUpload } from '../files/receiveUpload';
import { badRequest, unauthorized } from '../http/reply';
import type { Services } from '../services';
import type { VisitorContext } from './context';

/** Multipart: the form fields (userId, purpose) must come before the file, as browsers send them in order. */
export async function upload(services: Services, request: FastifyRequest): Promise<UploadedFile> {
  let userId = '';
  const file = await receiveUpload(request, (field) => {
    userId = field('userId') ?? '';
    if (!userId) throw badRequest('userId: is required (before the file)');
    const token = request.headers.token;
    if (!services.visitors.tokenMatches(userId, typeof token == 'string' ? token : undefined)) throw unauthorized();
  });
  return saveUpload(services, userId, file);
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

export async function uploadBase64(context: VisitorContext, body: VisitorRequest<'uploadBase64'>): Promise<UploadedFile> {
  const match = DATA_URL.exec(body.imgData);
  if (!match) throw badRequest('imgData: must be a base64 data: URL');
  const bytes = Buffer.from(match[3]!, 'base64');
  if (!bytes.length) throw badRequest('imgData: is empty');
  const extension = EXTENSION_OF_TYPE[match[1] ?? ''];
  const name = body.fileName ?? `screenshot.${extension ?? 'png'}`;
  return saveUpload(context.services, context.userId, { name, bytes, purpose: 'file' });
}
