// A picture of the channel's look: its thumbnail, a file to upload in its place, and a way to
// have none. The upload's URL goes into the draft; the preview shows it at once.
import { useState } from 'react';
import { errorText } from '../../../components/errorText';
import { useT } from '../../../i18n';
import { uploadPicture } from '../../../stores/channelPictures';
import { Row } from '../fields';

interface Props {
  path: string;
  label: string;
  help: string;
  problem?: string | undefined;
  value: string;
  onValue: (url: string) => void;
}

export function PictureField({ path, label, help, problem, value, onValue }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setFailure(undefined);
    try {
      onValue(await uploadPicture(file));
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      input.value = '';
      setBusy(false);
    }
  };

  return (
    <Row path={path} label={label} help={help} problem={failure ?? problem}>
      {(id, describedBy) => (
        <div class="channel-picture">
          {value ? (
            <img class="channel-picture__thumb" src={value} alt={t('channelBasics.picture.current', { label })} />
          ) : (
            <span class="channel-picture__thumb channel-picture__thumb--none">{t('channelBasics.picture.none')}</span>
          )}
          <input
            id={id}
            type="file"
            accept=".png,.jpg,.jpeg,.gif,.bmp"
            disabled={busy}
            aria-describedby={describedBy}
            onChange={(event) => void upload(event.currentTarget)}
          />
          {busy && <span role="status">{t('channelBasics.picture.uploading')}</span>}
          {value && !busy && (
            <button
              type="button"
              class="button button--small"
              aria-label={t('channelBasics.picture.clearOf', { label })}
              onClick={() => onValue('')}
            >
              {t('channelBasics.picture.clear')}
            </button>
          )}
        </div>
      )}
    </Row>
  );
}
