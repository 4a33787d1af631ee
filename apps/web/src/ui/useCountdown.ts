import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline, ticking once a second; `start(ms)` sets a new deadline. */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === 0) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((durationMs: number) => setDeadline(Date.now() + durationMs), []);
  return { remaining, running: remaining > 0, start };
}
