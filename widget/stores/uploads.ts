// Files the visitor sends an agent from the footer menu. Each is checked by the spec's rule
// (extension, then size), shown at once as being sent, uploaded, then goes through the
// outbox like any message, so it is sent exactly once. A picked file lives only in memory:
// a failed upload can be tried again until the page is left.
import type { UploadedFile } from '../../shared/api';
import { MSG_TYPE, SENDER_TYPE } from '../../shared/codes';
import { MSG_TYPE_OF_UPLOAD, checkChatUpload, type ChatUploadButton } from '../../shared/upload';
import { uploadFile } from '../api/client';
import { addLocal, updateMessage } from './messages';
import { newClientId, queueMessage } from './outbox';
import { showToast } from './ui';

interface Picked {
  file: File;
  button: ChatUploadButton;
  createdAt: number;
}

const picked = new Map<string, Picked>();

async function upload(clientId: string) {
  const { file, button, createdAt } = picked.get(clientId)!;
  updateMessage('c' + clientId, { status: 'loading' });
  let uploaded: UploadedFile;
  try {
    uploaded = await uploadFile(file, button);
  } catch {
    // The client has shown the server's reason (a 400) or the network toast.
    return updateMessage('c' + clientId, { status: 'failed' });
  }
  picked.delete(clientId);
  return queueMessage({ clientId, text: uploaded.url, to: 'agent', createdAt, msgType: MSG_TYPE_OF_UPLOAD[uploaded.kind], fileName: uploaded.name, size: uploaded.size });
}

/** Sends a file picked with the image, video or file button; a refused one only says why. */
export function sendFile(file: File, button: ChatUploadButton) {
  const check = checkChatUpload(button, file);
  if (!check.ok) return void showToast(`upload.${check.error}`, 'error');
  const clientId = newClientId();
  const createdAt = Date.now();
  picked.set(clientId, { file, button, createdAt });
  // Until it is uploaded it shows as a file with its name, without a link.
  addLocal({ key: 'c' + clientId, clientId, msgType: MSG_TYPE.file, senderType: SENDER_TYPE.visitor, msgTime: createdAt, fileName: file.name, size: file.size, status: 'loading' });
  return upload(clientId);
}

/** The warning icon of a file whose upload failed: upload it again. False when it is not one. */
export function retryUpload(clientId: string) {
  if (!picked.has(clientId)) return false;
  void upload(clientId);
  return true;
}
