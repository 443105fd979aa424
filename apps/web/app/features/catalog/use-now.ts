/**
 * The current time for countdowns and "available now" checks. The first
 * render uses the instant the server rendered with (from the loader), so the
 * hydrated page matches the HTML; then the browser's clock takes over.
 */
import { useEffect, useState } from 'react';

export function useNow(serverNow: number, everyMs = 30_000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
