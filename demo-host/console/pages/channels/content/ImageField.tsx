// A picture field: its address (uploaded here, or on the web), a thumbnail, and an upload
// button that fills the address with the uploaded file's path.
import { useState } from 'react';
import { errorText } from '../../../components/errorText';
import { useT } from '../../../i18n';
import { uploadPicture } from '../../../stores/channelPictures';
import { Row } from '../fields';

interface Props {
  path: string;
  label: string;
  help: string;
  value: string;
  onValue: (url: string) => void;
  maxLength: number;
  problem?: string | undefined;
}

export function ImageField({ path, label, help, value, onValue, maxLength, problem }: Props) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState('');

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setFailure('');
    try {
      onValue(await uploadPicture(file));
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Row path={path} label={label} help={help} problem={failure || problem}>
      {(id, describedBy) => (
        <span class="content-image">
          {value && <img class="content-image__thumb" src={value} alt="" />}
          <input
            id={id}
            value={value}
            maxLength={maxLength}
            spellcheck={false}
            aria-invalid={failure || problem ? true : undefined}
            aria-describedby={describedBy}
            onInput={(event) => {
              setFailure('');
              onValue(event.currentTarget.value.trim());
            }}
          />
          <label class="button button--small content-image__upload">
            {uploading ? t('channelContent.image.uploading') : t('channelContent.image.upload')}
            <input
              type="file"
              accept="image/*"
              class="sr-only"
              disabled={uploading}
              aria-label={`${t('channelContent.image.upload')}: ${label}`}
              onChange={(event) => {
                const input = event.currentTarget;
                void upload(input.files?.[0]);
                input.value = '';
              }}
            />
          </label>
        </span>
      )}
    </Row>
  );
}
