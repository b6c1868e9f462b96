// The picture-send preview: a picture pasted or dropped into the composer, or chosen with the
// picture button, is shown first (the picture, its name and size) and sent only on Send.

import { checkChatUpload } from '@shared/upload';
import { atom } from 'nanostores';
import { showToast } from './ui';
import { type PictureSource, refusalText, sendFile } from './uploads';

export interface PicturePreview {
  file: File;
  /** a blob: URL of the file, for the preview */
  url: string;
  source: PictureSource;
}

export const $picturePreview = atom<PicturePreview | undefined>(undefined);

/** Offers the picture for sending; a file that is no picture or too big is refused at once. */
export function previewPicture(file: File, source: PictureSource) {
  const check = checkChatUpload('image', file);
  if (!check.ok) return void showToast(refusalText('image', check.error), 'error');
  cancelPicture();
  $picturePreview.set({ file, url: URL.createObjectURL(file), source });
}

export function cancelPicture() {
  const shown = $picturePreview.get();
  if (!shown) return;
  URL.revokeObjectURL(shown.url);
  $picturePreview.set(undefined);
}

export function sendPicture() {
  const shown = $picturePreview.get();
  if (!shown) return;
  cancelPicture();
  void sendFile(shown.file, 'image', shown.source);
}

/** A picture pasted into the composer: the clipboard's first image file, if any. */
export const pastedPicture = (data: DataTransfer | null): File | undefined =>
  [...(data?.files ?? [])].find((file) => file.type.startsWith('image/'));

/** Pasted pictures have no useful name ("image.png"): they get the time they were pasted. */
export function namePastedPicture(file: File, now = new Date()): File {
  const extension = file.type.split('/')[1]?.replace('jpeg', 'jpg') || 'png';
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return new File([file], `pasted-${stamp}.${extension}`, { type: file.type });
}
