// Whether the browser says it is online: the chat shows a small banner while it is not
// (messages sent meanwhile wait in the outbox and go out when it is back).
import { atom, onMount } from 'nanostores';

export const $online = atom(true);

onMount($online, () => {
  const update = () => $online.set(navigator.onLine);
  update();
  addEventListener('online', update);
  addEventListener('offline', update);
  return () => {
    removeEventListener('online', update);
    removeEventListener('offline', update);
  };
});
