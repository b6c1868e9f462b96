// An owner or admin whose tenant has no channel yet (the first owner of an empty database) is
// taken from the chats, where nothing can arrive, to the walk-through of the first channel.
import { administers, type Role } from '@shared/accounts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { SECTIONS } from '../../sections';
import { $channels, loadChannels } from '../../stores/channels';

export function useFirstChannelWalk(me: { adminId: number; role: Role }) {
  const [location, navigate] = useLocation();
  const here = useRef(location);
  here.current = location;
  useEffect(() => {
    if (!administers(me.role)) return;
    void loadChannels().then(
      () => {
        // Only from where the console opens: a page the person chose meanwhile stays.
        if ($channels.get()?.length === 0 && here.current == SECTIONS.chats)
          navigate(SECTIONS.channels, { replace: true });
      },
      () => {},
    );
  }, [me.adminId, me.role]);
}
