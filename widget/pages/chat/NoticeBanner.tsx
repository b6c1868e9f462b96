// The channel's notice: a line of text scrolling across at the spec's pace.
import { useStore } from '@nanostores/react';
import { noticeScrollSeconds } from '@shared/notice';
import { $channel } from '../../stores/channel';

export function NoticeBanner() {
  const channel = useStore($channel);
  if (!channel?.noticeMode || !channel.noticeMsg) return null;
  return (
    <div class="notice-banner" role="note" style={{ background: channel.noticeBgColor || undefined }}>
      <span class="notice-banner__text" style={{ animationDuration: `${noticeScrollSeconds(channel.noticeMsg)}s` }}>
        {channel.noticeMsg}
      </span>
    </div>
  );
}
