// Files the visitor sends an agent: from the footer's buttons, and pictures pasted or dropped
// into the composer (after the preview dialog). Each is checked by the spec's rule (extension,
// then size), shown at once as being sent (a picture by its preview, with the spec's progress
// bar), uploaded (a pasted picture as a data URL through uploadBase64, a chosen file through
// upload), then goes through the outbox like any message, so it is sent exactly once. A picked
// file lives only in memory: a failed upload can be tried again until the page is left.
import type { UploadedFile } from '@shared/api';
import { MSG_TYPE, SENDER_TYPE } from '@shared/codes';
import {
  type ChatUploadButton,
  checkChatUpload,
  MSG_TYPE_OF_UPLOAD,
  PICTURE_PROGRESS,
  pictureProgress,
} from '@shared/upload';
import { callVisitor, uploadFile } from '../api/client';
import { $messages, addLocal, updateMessage } from './messages';
import { newClientId, queueMessage } from './outbox';
import { showToast } from './ui';

/** How the picture came: pasted ones travel as a data URL (uploadBase64), chosen ones as a file. */
export type PictureSource = 'paste' | 'pick';

interface Picked {
  file: File;
  button: ChatUploadButton;
  source: PictureSource;
  createdAt: number;
  previewUrl?: string;
}

const picked = new Map<string, Picked>();

/** The refusal in the words of the button that was used (the spec's onlyIMG is about pictures and movies). */
const REFUSED_KIND: Record<ChatUploadButton, string> = {
  image: 'upload.onlyPictures',
  video: 'upload.onlyVideos',
  file: 'upload.noArchives',
};

/** The i18n key that says why a file was refused for this button. */
export const refusalText = (button: ChatUploadButton, error: 'onlyIMG' | 'fileMax') =>
  error == 'fileMax' ? 'upload.fileMax' : REFUSED_KIND[button];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

const send = async ({ file, button, source }: Picked): Promise<UploadedFile> =>
  source == 'paste'
    ? callVisitor('uploadBase64', { imgData: await readAsDataUrl(file), fileName: file.name })
    : uploadFile(file, button);

/** The spec's progress bar of a picture being uploaded: a tick a second until it is done. */
function showProgress(key: string): () => void {
  const started = Date.now();
  updateMessage(key, { progress: 0 });
  const timer = setInterval(
    () => updateMessage(key, { progress: pictureProgress(Date.now() - started, false) }),
    PICTURE_PROGRESS.everyMs,
  );
  return () => clearInterval(timer);
}

async function upload(clientId: string) {
  const entry = picked.get(clientId)!;
  const key = 'c' + clientId;
  updateMessage(key, { status: 'loading' });
  const stopProgress = entry.previewUrl ? showProgress(key) : () => {};
  let uploaded: UploadedFile;
  try {
    uploaded = await send(entry);
  } catch {
    // The client has shown the server's reason (a 400) or the network toast.
    stopProgress();
    return updateMessage(key, { status: 'failed', progress: undefined });
  }
  stopProgress();
  updateMessage(key, { progress: pictureProgress(0, true) });
  picked.delete(clientId);
  // The preview stays on screen (the same picture) until the server has the message; then its
  // copy replaces it and the preview's memory is given back.
  await queueMessage({
    clientId,
    text: uploaded.url,
    to: 'agent',
    createdAt: entry.createdAt,
    msgType: MSG_TYPE_OF_UPLOAD[uploaded.kind],
    fileName: uploaded.name,
    size: uploaded.size,
  });
  const sent = $messages.get().find((message) => message.key == key);
  if (entry.previewUrl && sent?.status == 'success') {
    updateMessage(key, { previewUrl: undefined });
    URL.revokeObjectURL(entry.previewUrl);
  }
}

/** Sends a file picked with the image, video or file button, or a pasted picture; a refused one only says why. */
export function sendFile(file: File, button: ChatUploadButton, source: PictureSource = 'pick') {
  const check = checkChatUpload(button, file);
  if (!check.ok) return void showToast(refusalText(button, check.error), 'error');
  const clientId = newClientId();
  const createdAt = Date.now();
  const isPicture = check.kind == 'image';
  const previewUrl = isPicture ? URL.createObjectURL(file) : undefined;
  picked.set(clientId, { file, button, source, createdAt, ...(previewUrl && { previewUrl }) });
  // Until it is uploaded a picture shows by its preview, anything else by its name, without a link.
  addLocal({
    key: 'c' + clientId,
    clientId,
    msgType: isPicture ? MSG_TYPE.image : MSG_TYPE.file,
    senderType: SENDER_TYPE.visitor,
    msgTime: createdAt,
    fileName: file.name,
    size: file.size,
    status: 'loading',
    ...(previewUrl && { previewUrl }),
  });
  return upload(clientId);
}

/** The warning icon of a file whose upload failed: upload it again. False when it is not one. */
export function retryUpload(clientId: string) {
  if (!picked.has(clientId)) return false;
  void upload(clientId);
  return true;
}
