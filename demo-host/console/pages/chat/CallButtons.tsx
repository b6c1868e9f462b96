// Voice call and Video call in the open conversation's bar: the agent calls the visitor.
// Off while the agent's line is busy (a call rings or goes on); a refusal shows beside them.
import { useStore } from '@nanostores/react';
import { VIDEO_TYPE, type VideoType } from '@shared/codes';
import { useState } from 'react';
import { errorText } from '../../components/errorText';
import { useT } from '../../i18n';
import { $lineBusy, startCall } from '../../stores/call';

export function CallButtons({ sessionId, name }: { sessionId: number; name: string }) {
  const t = useT();
  const busy = useStore($lineBusy);
  const [error, setError] = useState<string>();
  const call = (videoType: VideoType) => {
    setError(undefined);
    startCall(sessionId, videoType, name).catch((failure: unknown) => setError(errorText(t, failure)));
  };
  return (
    <>
      <button type="button" class="button button--small" disabled={busy} onClick={() => call(VIDEO_TYPE.voice)}>
        {t('callPanel.voiceCall')}
      </button>
      <button type="button" class="button button--small" disabled={busy} onClick={() => call(VIDEO_TYPE.video)}>
        {t('callPanel.videoCall')}
      </button>
      {error && (
        <span class="desk__note" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
