import { saleWindow } from '../../shared/thursday-sale';

/**
 * Calls `onChange` just after every start (Thursday 00:00) and end (Friday 00:00) of the Thursday sale,
 * store time, until stopped: open carts and wishlists on this instance reload their prices then, since no
 * row changes at midnight to tell them. Each instance keeps its own timer for its own streams.
 */
export function atSaleBoundaries(onChange: () => void, now: () => number = Date.now): () => void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const window = saleWindow(new Date(now()));
    const next = new Date(window.active ? window.endsAt! : window.nextStartsAt).getTime();
    // At most a week away, well inside setTimeout's 24.8 days; a moment past it so the request clocks agree.
    timer = setTimeout(
      () => {
        onChange();
        schedule();
      },
      Math.max(0, next - now()) + 50,
    );
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}
