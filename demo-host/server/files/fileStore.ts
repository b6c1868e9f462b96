// Uploaded files: stored under random names in DATA_DIR/uploads, served back with a safe
// content type so nothing a visitor uploads can run as a page of ours.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FILES_PATH, type UploadedFile } from '../../../shared/api';
import { MAX_FILE_BYTES } from '../../../shared/constants';
import {
  checkAttachment,
  checkChatUpload,
  fileExtension,
  uploadKind,
  uploadKindOfMessage,
  type ChatUploadButton,
} from '../../../shared/upload';
import { badRequest } from '../http/reply';
import type { Services } from '../services';

/** Types a browser may render inline; everything else downloads as bytes. */
const INLINE_TYPES: Record<string, string> = {
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  m4v: 'video/mp4',
  ogv: 'video/ogg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
};

export const safeContentType = (extension: string) => INLINE_TYPES[extension] ?? 'application/octet-stream';

/** Stored names are ours: 32 hex characters and an extension, nothing that walks a path. */
export const isStoredFileName = (name: string) => /^[0-9a-f]{32}(\.[a-z0-9]{1,8})?$/.test(name);

/** Whether a URL names a file uploaded here (not a link to anywhere, not a path trick). */
export function isUploadedFileUrl(services: Services, url: string): boolean {
  const name = url.slice(FILES_PATH.length);
  return url.startsWith(FILES_PATH) && isStoredFileName(name) && services.uploads.has(name);
}

/**
 * A message of a file kind must carry the URL of a file uploaded here, of that kind; visitor
 * and agent sends alike. `field` names the content in the error.
 */
export function checkFileMessage(services: Services, msgType: number, url: string, field: string) {
  const kind = uploadKindOfMessage(msgType);
  if (!kind) return;
  if (!isUploadedFileUrl(services, url)) throw badRequest(`${field}: must be the URL of a file uploaded here`);
  if (kind != 'any' && uploadKind(url) != kind) throw badRequest(`${field}: must be ${kind == 'image' ? 'an' : 'a'} ${kind} file`);
}

export const uploadsDir = (services: Services) => join(services.dataDir, 'uploads');

/** What the upload is for: a chat button, or an attachment of a leave message or work order. */
export type UploadPurpose = ChatUploadButton | 'attachment';

export function checkUpload(purpose: UploadPurpose, name: string, size: number) {
  const check = purpose == 'attachment' ? checkAttachment({ name, size }) : checkChatUpload(purpose, { name, size });
  if (!check.ok) throw badRequest(`file: ${check.error}`);
}

export async function saveUpload(
  services: Services,
  userId: string | null,
  file: { name: string; bytes: Buffer; purpose: UploadPurpose },
): Promise<UploadedFile> {
  if (file.bytes.length > MAX_FILE_BYTES) throw badRequest('file: fileMax');
  checkUpload(file.purpose, file.name, file.bytes.length);
  const extension = fileExtension(file.name);
  const storedName = randomBytes(16).toString('hex') + (extension ? '.' + extension : '');
  const dir = uploadsDir(services);
  mkdirSync(dir, { recursive: true });
  await writeFile(join(dir, storedName), file.bytes, { flag: 'wx' });
  services.uploads.add({ storedName, userId, originalName: file.name, mime: safeContentType(extension), size: file.bytes.length });
  return { url: FILES_PATH + storedName, name: file.name, suffix: extension, size: file.bytes.length, kind: uploadKind(file.name) };
}
