// Reads one multipart upload. Everything that can refuse it (who is asking, the file's
// name and extension, how many uploads are running) is checked before the bytes are read;
// then the file streams to disk (storeUpload). A refused upload's body is still drained, so
// its connection finishes instead of hanging.
import type { MultipartFile } from '@fastify/multipart';
import type { UploadedFile } from '@shared/api';
import { MAX_FILE_BYTES } from '@shared/constants';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../http/reply';
import type { Services } from '../services';
import type { Uploader } from '../store/uploads';
import { checkUpload, normalizedName, storeUpload, type UploadPurpose } from './fileStore';
import { uploadSlots } from './uploadSlots';

const PURPOSES: UploadPurpose[] = ['image', 'video', 'file', 'attachment'];

/** What reading the form failed on, as bad input naming its field (never a 500). */
function formError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/boundary/i.test(message)) return 'body: must be multipart/form-data with a boundary';
  if (/terminated early|unexpected end/i.test(message)) return 'body: the upload was cut off before the form ended';
  return `body: is not a well-formed multipart form (${message})`;
}

/** Lets the rest of a refused body go: what the form parser has not read, and the file part. */
function drain(request: FastifyRequest, part: MultipartFile) {
  part.file.resume();
  request.raw.unpipe();
  request.raw.resume();
}

/**
 * `authorize` reads the form fields sent before the file and answers the uploader, or throws
 * when they are not enough.
 */
export async function receiveUpload(
  services: Services,
  request: FastifyRequest,
  authorize: (field: (name: string) => string | undefined) => Uploader | Promise<Uploader>,
): Promise<UploadedFile> {
  // Without a file there is nothing to drain: a caller who is not signed in hears that first.
  const refuse = async (message: string): Promise<never> => {
    try {
      await authorize(() => undefined);
    } catch (error) {
      if (error instanceof ApiError && error.code == 401) throw error;
    }
    throw badRequest(message);
  };
  if (!request.isMultipart()) await refuse('body: must be multipart/form-data with a file');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 } });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return refuse(formError(error));
  }
  if (!part) return refuse('file: is required');
  let release: (() => void) | undefined;
  try {
    const fields = part.fields;
    const field = (name: string) => {
      const value = fields[name];
      return value && !Array.isArray(value) && value.type == 'field' ? String(value.value) : undefined;
    };
    const uploader = await authorize(field);
    const requested = field('purpose') as UploadPurpose | undefined;
    const purpose = requested && PURPOSES.includes(requested) ? requested : 'file';
    const name = normalizedName(part.filename || 'file', 'file');
    checkUpload(purpose, name, 0);
    release = uploadSlots(services).take(uploader);
    return await storeUpload(services, uploader, { name, purpose, contentField: 'file' }, part.file);
  } catch (error) {
    drain(request, part);
    throw error;
  } finally {
    release?.();
  }
}
