import { useEffect, useState } from 'react';

/** The time, read again every `everyMs`: for labels that depend on it ("Tomorrow", the kick-off day). */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
