// A visitor wrote: a short beep (unless the agent turned the sound off), and while the console
// is in the background a title that flashes until the agent comes back to it, and a desktop
// notification when the agent turned them on: the visitor's name and what they wrote; a
// click on it brings the console forward with that conversation open.

import type { AgentEvent, VisitorSummary } from '@shared/api';
import { flashTitle, stopFlashing } from '@shared/ui/flashTitle';
import { visitorName } from '@shared/visitorName';
import { navigate } from 'wouter/use-browser-location';
import { previewText } from '../components/messagePreview';
import { t } from '../i18n';
import { CONSOLE_BASE, SECTIONS } from '../sections';
import { $preferences } from './preferences';

/** What the agent is told about a visitor's message. */
export interface VisitorAlert {
  sessionId: number;
  /** what the console calls the visitor */
  name: string;
  /** the message in a line */
  preview: string;
}

/** The alert for a message event; the visitor's details come from the desk (queue and conversations). */
export function messageAlert(
  event: AgentEvent<'message'>,
  desk: Pick<VisitorSummary, 'sessionId' | 'visitor'>[],
): VisitorAlert {
  const info = desk.find((summary) => summary.sessionId == event.sessionId)?.visitor ?? {};
  return { sessionId: event.sessionId, name: visitorName(event.userId, info), preview: previewText(t, event.data) };
}

function beep() {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    tone.frequency.value = 880;
    tone.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.12);
  } catch {
    // no audio here
  }
}

function notify({ sessionId, name, preview }: VisitorAlert, openConversation: (sessionId: number) => unknown) {
  try {
    // One notification per conversation: the newest message replaces the one before.
    const notification = new Notification(name, { body: preview, tag: `chat-online-${sessionId}` });
    notification.onclick = () => {
      window.focus();
      navigate(CONSOLE_BASE + SECTIONS.chats);
      void openConversation(sessionId);
      notification.close();
    };
  } catch {
    // A browser that shows them only from a service worker: the title still flashes.
  }
}

export function alertAgent(alert: VisitorAlert, openConversation: (sessionId: number) => unknown) {
  const { sound, desktopNotifications } = $preferences.get();
  if (sound) beep();
  if (document.visibilityState == 'visible') return;
  flashTitle('● ' + document.title);
  if (desktopNotifications && typeof Notification != 'undefined' && Notification.permission == 'granted')
    notify(alert, openConversation);
}

/** Until the returned function is called, the agent's return to the tab stops the flashing. */
export function stopFlashingOnReturn() {
  const stop = () => document.visibilityState == 'visible' && stopFlashing();
  document.addEventListener('visibilitychange', stop);
  return () => {
    document.removeEventListener('visibilitychange', stop);
    stopFlashing();
  };
}
