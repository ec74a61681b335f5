import { useSession } from '../../../lib/session';

/** The hero's words: an invitation for visitors, a greeting for a signed-in shopper (never "Join" again). */
export function HeroGreeting() {
  const { user } = useSession();
  if (!user) {
    return (
      <p className="mt-2 text-muted">
        Join Desi Grocer for fresh groceries — from your favourite masalas to farm-fresh vegetables.
      </p>
    );
  }
  const firstName = user.fullName?.trim().split(/\s+/)[0];
  return (
    <p className="mt-2 text-muted" data-testid="hero-greeting">
      {firstName ? `Namaste, ${firstName}!` : 'Namaste!'} Your favourite masalas and farm-fresh vegetables are a few
      taps away.
    </p>
  );
}
