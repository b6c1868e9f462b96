// Attachment links of a work order or one of its replies: pictures as thumbnails.
import type { WoAttachment } from '@shared/api';
import { safeUrl } from '@shared/safeUrl';
import { uploadKind } from '@shared/upload';
import { Icon } from '../../components/Icon';

export function Attachments({ files }: { files: WoAttachment[] }) {
  const shown = files.map((file) => ({ ...file, url: safeUrl(file.fileUrl) })).filter((file) => file.url);
  if (!shown.length) return null;
  return (
    <ul class="attachments">
      {shown.map((file) => (
        <li key={file.url}>
          <a href={file.url} target="_blank" rel="noopener noreferrer">
            {uploadKind(file.url!) == 'image' ? (
              <img src={file.url} alt={file.fileName} />
            ) : (
              <>
                <Icon name="clip" /> {file.fileName}
              </>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
