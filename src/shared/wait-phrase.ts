/** "45 seconds", "1 minute", "15 minutes": how long a refused shopper waits, rounded up, in words. */
export function waitPhrase(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
