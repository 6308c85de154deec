import { useEffect, useState } from 'react';
import { rentalTimeLeft } from '../../lib/account/format';

/**
 * A rental's time left, ticking every second. The first render uses `now` (the server's clock when
 * the page was made) so the hydrated text matches the server's; the clock takes over after mount.
 */
export function RentalCountdown({ expiresAt, now }: { expiresAt: string; now: string }) {
  const [at, setAt] = useState(() => new Date(now).getTime());
  useEffect(() => {
    setAt(Date.now());
    const timer = setInterval(() => setAt(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={expiresAt} className="tabular-nums">
      {rentalTimeLeft(expiresAt, at)}
    </time>
  );
}
