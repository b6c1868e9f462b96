// Which files a visitor may send, decided by the extension of the normalised name: the
// browser's MIME type is empty or guessed on many systems, and the server applies the same
// rule to the name. The server also reads the leading bytes of what is shown inline.

import { MSG_TYPE, type MsgType } from './codes';
import { MAX_ATTACHMENTS, MAX_FILE_BYTES } from './constants';

export type UploadKind = 'image' | 'video' | 'audio' | 'file';
export type ChatUploadButton = 'image' | 'video' | 'file';

/** The message an uploaded file is sent as, by its kind. */
export const MSG_TYPE_OF_UPLOAD = {
  image: MSG_TYPE.image,
  video: MSG_TYPE.video,
  audio: MSG_TYPE.audio,
  file: MSG_TYPE.file,
} as const satisfies Record<UploadKind, MsgType>;

/**
 * The upload kind a file message's URL must name, by msgType: a file message may carry a
 * file of any kind; other types are not file messages (undefined).
 */
export function uploadKindOfMessage(msgType: number): UploadKind | 'any' | undefined {
  if (msgType == MSG_TYPE_OF_UPLOAD.file) return 'any';
  return (Object.keys(MSG_TYPE_OF_UPLOAD) as UploadKind[]).find((kind) => MSG_TYPE_OF_UPLOAD[kind] == msgType);
}

export interface UploadCandidate {
  name: string;
  size: number;
}

export type UploadCheck = { ok: true; kind: UploadKind } | { ok: false; error: 'onlyIMG' | 'fileMax' };

export type AttachmentCountCheck = { ok: true } | { ok: false; error: 'maxCount' };

export const IMAGE_EXTENSIONS: readonly string[] = ['gif', 'jpeg', 'png', 'jpg', 'bmp'];
/**
 * Only containers a browser's <video> element can play: a video message is shown as a
 * player, so AVI or MKV would show a dead one. Those still go through the file button.
 */
export const VIDEO_EXTENSIONS: readonly string[] = ['mp4', 'webm', 'mov', 'm4v', 'ogv'];
const AUDIO_EXTENSIONS: readonly string[] = ['mp3', 'wav', 'ogg'];
const ARCHIVE_EXTENSIONS: readonly string[] = ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2'];
const OFFICE_EXTENSIONS: readonly string[] = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'];

/** Control characters (C0, DEL, C1) and the bidi controls that reorder how a name reads ("evil\u202Egnp.exe"). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a file name must not carry.
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** What an extension may be: what a stored file's name may end with (the server's isStoredFileName). */
const EXTENSION = /^[a-z0-9]{1,8}$/;
const MAX_FILE_NAME_LENGTH = 255;

export type FileNameCheck =
  | { ok: true; name: string; extension: string }
  | {
      ok: false;
      error: 'name is empty' | 'name is too long' | 'name must not contain a path' | 'name must not contain NUL';
    };

const cleanName = (raw: string) =>
  raw
    .replace(INVISIBLE, '')
    .normalize('NFC')
    .trim()
    .replace(/[\s.]+$/, '');

function extensionOf(cleanedName: string): string {
  const dot = cleanedName.lastIndexOf('.');
  const extension = dot > 0 ? cleanedName.slice(dot + 1).toLowerCase() : '';
  return EXTENSION.test(extension) ? extension : '';
}

/**
 * Ours (docs/decisions.md#upload-file-names): the one rule for an uploaded file's name; every check by extension reads
 * it. Control and bidi characters are dropped, the name is Unicode NFC and trimmed, trailing
 * dots too as Windows drops them ("evil.docx " and "evil.docx." are .docx files). The
 * extension follows the last dot (none for ".hidden"), lower-case, and is 1-8 letters or
 * digits; anything else is no extension ("notes.final draft"). Refused: a name with a path
 * (browsers send the base name), with NUL (no file system has one: it only hides the real
 * end of a name), empty, or over 255 characters.
 */
export function normalizeFileName(raw: string): FileNameCheck {
  if (raw.includes('\0')) return { ok: false, error: 'name must not contain NUL' };
  const name = cleanName(raw);
  if (!name) return { ok: false, error: 'name is empty' };
  if (/[/\\]/.test(name)) return { ok: false, error: 'name must not contain a path' };
  if (name.length > MAX_FILE_NAME_LENGTH) return { ok: false, error: 'name is too long' };
  return { ok: true, name, extension: extensionOf(name) };
}

/** The extension by normalizeFileName's rule, without the dot; '' when there is none. */
export const fileExtension = (fileName: string): string => extensionOf(cleanName(fileName));

export function uploadKind(fileName: string): UploadKind {
  const ext = fileExtension(fileName);
  if (IMAGE_EXTENSIONS.includes(ext)) return 'image';
  if (VIDEO_EXTENSIONS.includes(ext)) return 'video';
  if (AUDIO_EXTENSIONS.includes(ext)) return 'audio';
  return 'file';
}

/** How many leading bytes checkUploadContent reads. */
export const SIGNATURE_BYTES = 12;

const bytesAt = (bytes: Uint8Array, at: number, expected: string) =>
  [...expected].every((char, index) => bytes[at + index] === char.charCodeAt(0));

/** Magic numbers of the formats shown inline, by the kind each can be. */
const SIGNATURES: { format: string; kinds: UploadKind[]; matches: (bytes: Uint8Array) => boolean }[] = [
  { format: 'png', kinds: ['image'], matches: (b) => bytesAt(b, 0, '\x89PNG\r\n\x1a\n') },
  { format: 'jpeg', kinds: ['image'], matches: (b) => bytesAt(b, 0, '\xff\xd8\xff') },
  { format: 'gif', kinds: ['image'], matches: (b) => bytesAt(b, 0, 'GIF87a') || bytesAt(b, 0, 'GIF89a') },
  { format: 'bmp', kinds: ['image'], matches: (b) => bytesAt(b, 0, 'BM') },
  { format: 'mp4/mov (ftyp box)', kinds: ['video'], matches: (b) => bytesAt(b, 4, 'ftyp') },
  { format: 'webm (EBML)', kinds: ['video'], matches: (b) => bytesAt(b, 0, '\x1a\x45\xdf\xa3') },
  { format: 'ogg', kinds: ['video', 'audio'], matches: (b) => bytesAt(b, 0, 'OggS') },
  { format: 'mp3 (ID3 tag)', kinds: ['audio'], matches: (b) => bytesAt(b, 0, 'ID3') },
  { format: 'mp3 (frame sync)', kinds: ['audio'], matches: (b) => b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0 },
  { format: 'wav', kinds: ['audio'], matches: (b) => bytesAt(b, 0, 'RIFF') && bytesAt(b, 8, 'WAVE') },
];

/** The kinds a file's leading bytes say it is: none for text, HTML, PDF and the rest. */
export function kindsOfContent(leadingBytes: Uint8Array): UploadKind[] {
  return SIGNATURES.filter((signature) => signature.matches(leadingBytes)).flatMap((signature) => signature.kinds);
}

export type ContentCheck = { ok: true } | { ok: false; error: string };

/**
 * Ours (docs/decisions.md#files-shown-inline): a file whose extension is an image, a video or audio is shown inline, so
 * its leading bytes must be a format of that kind: an HTML page named x.png is refused. The
 * kind must agree, not the format (a PNG named .gif still is a picture: browsers decode by the
 * bytes). Other files keep to their extension rules alone: a .pdf or .txt is not sniffed.
 */
export function checkUploadContent(fileName: string, leadingBytes: Uint8Array): ContentCheck {
  const kind = uploadKind(fileName);
  if (kind == 'file' || kindsOfContent(leadingBytes).includes(kind)) return { ok: true };
  const what = { image: 'an image', video: 'a video', audio: 'audio' }[kind];
  return { ok: false, error: `content is not ${what} (.${fileExtension(fileName)})` };
}

/** (docs/decisions.md#chat-uploads) Archives and office documents are never accepted. */
export function isArchiveOrOffice(fileName: string): boolean {
  const ext = fileExtension(fileName);
  return ARCHIVE_EXTENSIONS.includes(ext) || OFFICE_EXTENSIONS.includes(ext);
}

/** (docs/decisions.md#file-size) Exactly MAX_FILE_BYTES is still allowed. */
function isTooLarge(file: UploadCandidate): boolean {
  return file.size > MAX_FILE_BYTES;
}

// The type is checked before the size: a wrong type is the message that helps more.
function check(file: UploadCandidate, accepts: (kind: UploadKind) => boolean): UploadCheck {
  const kind = uploadKind(file.name);
  if (!accepts(kind)) return { ok: false, error: 'onlyIMG' };
  if (isTooLarge(file)) return { ok: false, error: 'fileMax' };
  return { ok: true, kind };
}

/**
 * (docs/decisions.md#chat-uploads) The image button takes images, the video button videos, the
 * file button anything but archives and office documents (sent with its own kind, so a
 * picture chosen there still shows as a picture).
 */
export function checkChatUpload(button: ChatUploadButton, file: UploadCandidate): UploadCheck {
  switch (button) {
    case 'image':
      return check(file, (kind) => kind === 'image');
    case 'video':
      return check(file, (kind) => kind === 'video');
    case 'file':
      return check(file, () => !isArchiveOrOffice(file.name));
  }
}

/** (docs/decisions.md#attachments-of-leave-messages-and-work-orders) Images and videos only. */
export function checkAttachment(file: UploadCandidate): UploadCheck {
  return check(file, (kind) => kind === 'image' || kind === 'video');
}

/** (docs/decisions.md#attachments-of-leave-messages-and-work-orders) At most MAX_ATTACHMENTS. */
export function checkAttachmentCount(current: number, adding: number): AttachmentCountCheck {
  return current + adding > MAX_ATTACHMENTS ? { ok: false, error: 'maxCount' } : { ok: true };
}

/** Spec: while a picture uploads its bar rises 5 a second up to 95; success shows 100. */
export const PICTURE_PROGRESS = { step: 5, everyMs: 1000, ceiling: 95 } as const;

export function pictureProgress(elapsedMs: number, done: boolean): number {
  if (done) return 100;
  const steps = Math.floor(Math.max(0, elapsedMs) / PICTURE_PROGRESS.everyMs);
  return Math.min(PICTURE_PROGRESS.ceiling, steps * PICTURE_PROGRESS.step);
}
