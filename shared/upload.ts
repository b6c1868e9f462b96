// Which files a visitor may send, decided by extension alone: the browser's MIME type is
// empty or guessed on many systems, and the server applies the same rule to the name.

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

export type UploadCheck =
  | { ok: true; kind: UploadKind }
  | { ok: false; error: 'onlyIMG' | 'fileMax' };

export type AttachmentCountCheck = { ok: true } | { ok: false; error: 'maxCount' };

export const IMAGE_EXTENSIONS: readonly string[] = ['gif', 'jpeg', 'png', 'jpg', 'bmp'];
/**
 * Only containers a browser's <video> element can play: a video message is shown as a
 * player, so AVI or MKV would show a dead one. Those still go through the file button.
 */
export const VIDEO_EXTENSIONS: readonly string[] = ['mp4', 'webm', 'mov', 'm4v', 'ogv'];
export const AUDIO_EXTENSIONS: readonly string[] = ['mp3', 'wav', 'ogg'];
export const ARCHIVE_EXTENSIONS: readonly string[] = ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2'];
export const OFFICE_EXTENSIONS: readonly string[] = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'];

/** Lower-case extension without the dot; '' when there is none (also for ".hidden"). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

export function uploadKind(fileName: string): UploadKind {
  const ext = fileExtension(fileName);
  if (IMAGE_EXTENSIONS.includes(ext)) return 'image';
  if (VIDEO_EXTENSIONS.includes(ext)) return 'video';
  if (AUDIO_EXTENSIONS.includes(ext)) return 'audio';
  return 'file';
}

/** DECISIONS: chat uploads. Archives and office documents are never accepted. */
export function isArchiveOrOffice(fileName: string): boolean {
  const ext = fileExtension(fileName);
  return ARCHIVE_EXTENSIONS.includes(ext) || OFFICE_EXTENSIONS.includes(ext);
}

/** DECISIONS: file size. Exactly MAX_FILE_BYTES is still allowed. */
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
 * DECISIONS: chat uploads. The image button takes images, the video button videos, the
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

/** DECISIONS: attachments of leave messages and work orders. Images and videos only. */
export function checkAttachment(file: UploadCandidate): UploadCheck {
  return check(file, (kind) => kind === 'image' || kind === 'video');
}

/** DECISIONS: attachments of leave messages and work orders. At most MAX_ATTACHMENTS. */
export function checkAttachmentCount(current: number, adding: number): AttachmentCountCheck {
  return current + adding > MAX_ATTACHMENTS ? { ok: false, error: 'maxCount' } : { ok: true };
}
