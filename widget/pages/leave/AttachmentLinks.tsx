// A work order's files as links: a picture opens in the viewer, anything else downloads.

import type { WoAttachment } from '@shared/api';
import { uploadKind } from '@shared/upload';
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { ImageViewer } from './ImageViewer';

export function AttachmentLinks({ files }: { files: readonly WoAttachment[] }) {
  const t = useT();
  const [viewing, setViewing] = useState<WoAttachment>();
  if (!files.length) return null;
  return (
    <>
      <ul class="file-links" aria-label={t('leave.attachments')}>
        {files.map((file) => {
          const image = file.fileType == 'image' || uploadKind(file.fileName) == 'image';
          return (
            <li key={file.fileUrl}>
              <a
                class="file-link"
                href={file.fileUrl}
                target="_blank"
                rel="noopener noreferrer"
                {...(!image && { download: file.fileName })}
                onClick={(event) => {
                  if (!image) return;
                  event.preventDefault();
                  setViewing(file);
                }}
              >
                {image && <img class="file-link__thumb" src={file.fileUrl} alt="" loading="lazy" />}
                <span class="file-link__name">{file.fileName}</span>
                <span class="visually-hidden">{image ? t('leave.viewPicture') : t('leave.download')}</span>
              </a>
            </li>
          );
        })}
      </ul>
      {viewing && <ImageViewer url={viewing.fileUrl} name={viewing.fileName} onClose={() => setViewing(undefined)} />}
    </>
  );
}
