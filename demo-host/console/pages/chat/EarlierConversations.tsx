// The visitor's other conversations with the team, newest first: each opens in the desk.

import type { VisitorSession } from '@shared/api';
import { VISITOR_STATUS } from '@shared/codes';
import { formatDateTime } from '@shared/time';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { fetchVisitorSessions } from '../../stores/visitorSessions';
import { openConversation } from '../../stores/workspace';

export function EarlierConversations({ userId, currentId }: { userId: string; currentId: number }) {
  const t = useT();
  const [sessions, setSessions] = useState<VisitorSession[] | undefined>(undefined);
  useEffect(() => {
    let current = true;
    setSessions(undefined);
    fetchVisitorSessions(userId).then(
      (list) => current && setSessions(list),
      () => current && setSessions([]),
    );
    return () => {
      current = false;
    };
  }, [userId, currentId]);
  if (!sessions) return null;
  // The one open in the desk is not "earlier": it is the conversation on screen.
  const earlier = sessions.filter((session) => session.sessionId != currentId);
  return (
    <section aria-labelledby="visitor-history">
      <h3 id="visitor-history">{t('visitor.history')}</h3>
      {earlier.length == 0 ? (
        <p class="muted">{t('visitor.historyEmpty')}</p>
      ) : (
        <ul class="visitor__history">
          {earlier.map((session) => (
            <li key={session.sessionId}>
              <button type="button" class="visitor__session" onClick={() => void openConversation(session.sessionId)}>
                <span>
                  <time>{formatDateTime(session.createdAt)}</time>
                  {session.status != VISITOR_STATUS.ended && (
                    <span class="visitor__ongoing"> · {t('visitor.ongoing')}</span>
                  )}
                </span>
                <span class="muted">
                  {session.agentNick ?? t('visitor.robotOnly')} ·{' '}
                  {t('visitor.messages', { count: session.messageCount })}
                  {session.rating != null && (
                    <>
                      {' · '}
                      <span aria-hidden="true">{'★'.repeat(session.rating)}</span>
                      <span class="sr-only">{t('ratings.stars', { count: session.rating })}</span>
                    </>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
