// The attachments of one form (a work-order leave message, a reply): each file is checked by
// the attachment rule, uploaded at once with its progress, and can be removed or retried.
// One list per form, so the create form and a Reply dialog never share files.

import type { UploadedFile, WoAttachment } from '@shared/api';
import { checkAttachment, checkAttachmentCount } from '@shared/upload';
import { atom, type ReadableAtom } from 'nanostores';
import { uploadAttachment } from '../api/client';

interface AttachmentItem {
  id: number;
  name: string;
  state: 'uploading' | 'done' | 'failed';
  /** 0 to 1 while uploading */
  progress: number;
  file: File;
  uploaded?: UploadedFile;
  /** A preview of a picture, from the visitor's own file */
  previewUrl?: string;
}

/** What add() refused, as an i18n key: the spec's messages. */
type AttachmentRefusal = 'upload.onlyIMG' | 'upload.fileMax' | 'upload.maxCount';

export interface AttachmentList {
  $items: ReadableAtom<AttachmentItem[]>;
  add(files: readonly File[]): AttachmentRefusal | undefined;
  remove(id: number): void;
  retry(id: number): void;
  /** Still uploading or failed: the form waits or asks to remove it. */
  pending(): boolean;
  /** The uploaded ones, as the work-order API takes them. */
  attachments(): WoAttachment[];
  clear(): void;
}

let nextId = 1;

export function createAttachmentList(): AttachmentList {
  const $items = atom<AttachmentItem[]>([]);
  const aborts = new Map<number, AbortController>();
  const update = (id: number, change: Partial<AttachmentItem>) =>
    $items.set($items.get().map((item) => (item.id == id ? { ...item, ...change } : item)));

  function upload(item: AttachmentItem) {
    const abort = new AbortController();
    aborts.set(item.id, abort);
    update(item.id, { state: 'uploading', progress: 0 });
    uploadAttachment(item.file, (progress) => update(item.id, { progress }), abort.signal).then(
      (uploaded) => update(item.id, { state: 'done', progress: 1, uploaded }),
      () => !abort.signal.aborted && update(item.id, { state: 'failed' }),
    );
  }

  const forget = (item: AttachmentItem) => {
    aborts.get(item.id)?.abort();
    aborts.delete(item.id);
    if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
  };

  return {
    $items,
    add(files) {
      if (!checkAttachmentCount($items.get().length, files.length).ok) return 'upload.maxCount';
      for (const file of files) {
        const check = checkAttachment(file);
        if (!check.ok) return `upload.${check.error}`;
      }
      const added = files.map((file) => {
        const check = checkAttachment(file);
        const previewUrl = check.ok && check.kind == 'image' ? URL.createObjectURL(file) : undefined;
        return {
          id: nextId++,
          name: file.name,
          state: 'uploading' as const,
          progress: 0,
          file,
          ...(previewUrl && { previewUrl }),
        };
      });
      $items.set([...$items.get(), ...added]);
      added.forEach(upload);
      return undefined;
    },
    remove(id) {
      const item = $items.get().find((candidate) => candidate.id == id);
      if (item) forget(item);
      $items.set($items.get().filter((candidate) => candidate.id != id));
    },
    retry(id) {
      const item = $items.get().find((candidate) => candidate.id == id);
      if (item?.state == 'failed') upload(item);
    },
    pending: () => $items.get().some((item) => item.state != 'done'),
    attachments: () =>
      $items
        .get()
        .flatMap((item) =>
          item.uploaded
            ? [{ fileName: item.uploaded.name, fileType: item.uploaded.kind, fileUrl: item.uploaded.url }]
            : [],
        ),
    clear() {
      $items.get().forEach(forget);
      $items.set([]);
    },
  };
}
