import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** "2 days 4 h 05 min", "5 h 12 min 03 s": coarse when far, to the second on the last day. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (days > 0) return `${days} day${days === 1 ? '' : 's'} ${hours} h ${pad(minutes)} min`;
  return `${hours} h ${pad(minutes)} min ${pad(seconds)} s`;
}

/**
 * Counts down to `target` by the server's clock: the first render uses the server's moment as sent
 * (so the page rendered on the server and the browser agree), then the time elapsed on this device is
 * added. At zero the sale's prices have changed on the server: every product query is refreshed.
 */
export function SaleCountdown({ target, serverNow, label }: { target: string; serverNow: string; label: string }) {
  const client = useQueryClient();
  // Time elapsed on this device since the server's moment arrived (a new moment starts again at 0).
  const [tick, setTick] = useState({ from: serverNow, elapsed: 0 });
  const elapsed = tick.from === serverNow ? tick.elapsed : 0;
  const remaining = new Date(target).getTime() - new Date(serverNow).getTime() - elapsed;
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setTick({ from: serverNow, elapsed: Date.now() - started }), 1000);
    return () => clearInterval(timer);
  }, [serverNow]);
  const done = remaining <= 0;
  useEffect(() => {
    if (!done) return;
    void client.invalidateQueries({ queryKey: ['products'] });
    void client.invalidateQueries({ queryKey: ['search'] });
  }, [done, client]);
  return (
    <p className="text-sm font-semibold text-ink">
      {label}{' '}
      <time dateTime={target} className="tabular-nums" data-testid="sale-countdown">
        {countdownText(remaining)}
      </time>
    </p>
  );
}
