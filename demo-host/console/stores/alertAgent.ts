// A visitor wrote: a short beep, and while the console is in the background a title that
// flashes until the agent comes back to it.
import { flashTitle, stopFlashing } from '../../../shared/ui/flashTitle';

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

export function alertAgent() {
  beep();
  if (document.visibilityState != 'visible') flashTitle('● ' + document.title);
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
