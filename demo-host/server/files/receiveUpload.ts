// Reads one multipart upload. Everything that can refuse it (who is asking, the file's
// extension) is checked before the bytes are read, and a refused upload's body is still
// drained, so its connection finishes instead of hanging.
import type { FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES } from '../../../shared/constants';
import { ApiError, badRequest } from '../http/reply';
import { checkUpload, type UploadPurpose } from './fileStore';

const PURPOSES: UploadPurpose[] = ['image', 'video', 'file', 'attachment'];

export interface ReceivedUpload {
  name: string;
  bytes: Buffer;
  purpose: UploadPurpose;
}

/** `authorize` reads the form fields sent before the file and throws when they are not enough. */
export async function receiveUpload(
  request: FastifyRequest,
  authorize: (field: (name: string) => string | undefined) => void,
): Promise<ReceivedUpload> {
  // Without a file there is nothing to drain: a caller who is not signed in hears that first.
  const refuse = (message: string): never => {
    try {
      authorize(() => undefined);
    } catch (error) {
      if (error instanceof ApiError && error.code == 401) throw error;
    }
    throw badRequest(message);
  };
  if (!request.isMultipart()) refuse('body: must be multipart/form-data with a file');
  const part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 } });
  if (!part) return refuse('file: is required');
  try {
    const field = (name: string) => {
      const value = part.fields[name];
      return value && !Array.isArray(value) && value.type == 'field' ? String(value.value) : undefined;
    };
    authorize(field);
    const requested = field('purpose') as UploadPurpose | undefined;
    const purpose = requested && PURPOSES.includes(requested) ? requested : 'file';
    const name = part.filename || 'file';
    checkUpload(purpose, name, 0);
    const bytes = await part.toBuffer().catch(() => {
      throw badRequest('file: fileMax');
    });
    if (part.file.truncated) throw badRequest('file: fileMax');
    return { name, bytes, purpose };
  } catch (error) {
    part.file.resume();
    throw error;
  }
}
