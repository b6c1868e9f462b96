// Uploaded files: streamed to disk under random names in DATA_DIR/uploads, served back with
// a safe content type so nothing a visitor uploads can run as a page of ours; each belongs
// to its uploader, who alone may send it in a message or attach it.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILES_PATH, type UploadedFile } from '@shared/api';
import { MAX_FILE_BYTES } from '@shared/constants';
import {
  type ChatUploadButton,
  checkAttachment,
  checkChatUpload,
  checkUploadContent,
  fileExtension,
  normalizeFileName,
  SIGNATURE_BYTES,
  uploadKind,
  uploadKindOfMessage,
} from '@shared/upload';
import { badRequest } from '../http/reply';
import type { Services } from '../services';
import type { Referrer, Uploader } from '../store/uploads';

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

/** The stored name a URL of ours names; undefined for a link to anywhere or a path trick. */
function storedNameOfUrl(url: string): string | undefined {
  const name = url.slice(FILES_PATH.length);
  return url.startsWith(FILES_PATH) && isStoredFileName(name) ? name : undefined;
}

/** An upload being written: never a stored name (isStoredFileName), so never served. */
const unfinishedName = (storedName: string) => `.${storedName}.part`;
export const isUnfinishedUpload = (name: string) => name.startsWith('.') && name.endsWith('.part');

/** Whether `referrer` may put this URL in a message or attach it: see mayUse in store/uploads.ts. */
export async function uploadReference(
  services: Services,
  url: string,
  referrer: Referrer,
): Promise<'usable' | 'unknown' | 'notYours'> {
  const name = storedNameOfUrl(url);
  if (name === undefined || !(await services.uploads.has(name))) return 'unknown';
  return (await services.uploads.usableBy(name, referrer)) ? 'usable' : 'notYours';
}

/**
 * A message of a file kind must carry the URL of a file its sender uploaded here (an agent:
 * any agent of its tenant), of that kind; visitor and agent sends alike. `field` names the
 * content in the error.
 */
export async function checkFileMessage(
  services: Services,
  msgType: number,
  url: string,
  field: string,
  sender: Referrer,
): Promise<void> {
  const kind = uploadKindOfMessage(msgType);
  if (!kind) return;
  const reference = await uploadReference(services, url, sender);
  if (reference == 'unknown') throw badRequest(`${field}: must be the URL of a file uploaded here`);
  if (reference == 'notYours') throw badRequest(`${field}: must be a file you uploaded`);
  if (kind != 'any' && uploadKind(url) != kind)
    throw badRequest(`${field}: must be ${kind == 'image' ? 'an' : 'a'} ${kind} file`);
}

/** FILES_DIR: where every instance keeps uploaded files (DATA_DIR/uploads unless set). */
export const uploadsDir = (services: Services) => services.filesDir;

/** What the upload is for: a chat button, or an attachment of a leave message or work order. */
export type UploadPurpose = ChatUploadButton | 'attachment';

export function checkUpload(purpose: UploadPurpose, name: string, size: number) {
  const check = purpose == 'attachment' ? checkAttachment({ name, size }) : checkChatUpload(purpose, { name, size });
  if (!check.ok) throw badRequest(`file: ${check.error}`);
}

/** The upload's name by normalizeFileName (shared/upload.ts), or a 400 naming `field`. */
export function normalizedName(raw: string, field: string): string {
  const check = normalizeFileName(raw);
  if (!check.ok) throw badRequest(`${field}: ${check.error}`);
  return check.name;
}

const CUT_OFF = 'file: the upload was cut off before the file ended';

interface Received {
  size: number;
  leadingBytes: Uint8Array;
  tooLarge: boolean;
}

/**
 * Streams the file to `path`, counting as it goes. Past MAX_FILE_BYTES nothing more is
 * written but the rest is still read, so the connection finishes. A stream that fails is a
 * body that ended before the file did (the client stopped or went away), unless the disk
 * failed, which is ours.
 */
async function streamToFile(source: Readable, path: string): Promise<Received> {
  let size = 0;
  let leadingBytes = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (leadingBytes.length < SIGNATURE_BYTES)
        leadingBytes = Buffer.concat([leadingBytes, chunk]).subarray(0, SIGNATURE_BYTES);
      done(null, size > MAX_FILE_BYTES ? undefined : chunk);
    },
  });
  // busboy stops a file at the form's fileSize limit and marks it truncated.
  const overLimit = () => (source as Readable & { truncated?: boolean }).truncated === true || size > MAX_FILE_BYTES;
  const file = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(source, meter, file);
  } catch (error) {
    // The pipeline fails as soon as the body does, while the file may still be opening: once
    // it has closed, the caller's removal finds it (else the open made it after, left behind).
    if (!file.closed) await new Promise<void>((closed) => file.once('close', () => closed()));
    if ((error as NodeJS.ErrnoException).syscall) throw error;
    // Already too large when it was cut off: the limit is what the sender must hear of.
    if (!overLimit()) throw badRequest(CUT_OFF);
  }
  return { size, leadingBytes, tooLarge: overLimit() };
}

export interface IncomingUpload {
  /** normalised (normalizedName) */
  name: string;
  purpose: UploadPurpose;
  /** The field a refusal of the bytes names: `file`, or `imgData` for uploadBase64. */
  contentField: string;
}

/**
 * Writes an upload to a temporary file in the uploads directory and renames it into place
 * once it is whole and checked (size, then leading bytes); on any failure nothing is left.
 * The name and purpose are checked by the caller before the bytes are read.
 */
export async function storeUpload(
  services: Services,
  uploader: Uploader,
  upload: IncomingUpload,
  source: Readable,
): Promise<UploadedFile> {
  const dir = uploadsDir(services);
  mkdirSync(dir, { recursive: true });
  const extension = fileExtension(upload.name);
  const storedName = randomBytes(16).toString('hex') + (extension ? '.' + extension : '');
  const temporary = join(dir, unfinishedName(storedName));
  let placed = false;
  try {
    const received = await streamToFile(source, temporary);
    if (received.tooLarge) throw badRequest('file: fileMax');
    checkUpload(upload.purpose, upload.name, received.size);
    const content = checkUploadContent(upload.name, received.leadingBytes);
    if (!content.ok) throw badRequest(`${upload.contentField}: ${content.error}`);
    await rename(temporary, join(dir, storedName));
    placed = true;
    await services.uploads.add({
      storedName,
      uploader,
      originalName: upload.name,
      mime: safeContentType(extension),
      size: received.size,
    });
    return {
      url: FILES_PATH + storedName,
      name: upload.name,
      suffix: extension,
      size: received.size,
      kind: uploadKind(upload.name),
    };
  } catch (error) {
    await rm(placed ? join(dir, storedName) : temporary, { force: true });
    throw error;
  }
}
