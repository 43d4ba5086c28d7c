import { useEffect, useRef, useState } from 'react';

/**
 * Counts down once a second from `seconds` to 0 while `running`, then calls `onDone` once.
 * The server renders the starting value; the count starts after hydration.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);

  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      done.current();
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [running, left]);

  return left;
}
