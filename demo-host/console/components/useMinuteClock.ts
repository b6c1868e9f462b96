// The time now, new at each turn of the minute: for clocks that show hours and minutes.
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const waitForNextMinute = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
          waitForNextMinute();
        },
        MINUTE_MS - (Date.now() % MINUTE_MS),
      );
    };
    waitForNextMinute();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
