/**
 * Who moved an order to a status, as its history says it: a staff member, the shopper (placing, paying,
 * cancelling their own order), the subscription scheduler (a Subscribe & Save box it ordered and paid
 * for), or the shop itself (an automatic step, such as an unpaid order released after its time ran out).
 */
export const HISTORY_ACTORS = ['staff', 'shopper', 'scheduler', 'shop'] as const;
export type HistoryActor = (typeof HISTORY_ACTORS)[number];

/** The staff order page: "Priya (staff)", "the shopper", "the subscription scheduler", "the shop". */
export function historyActorForStaff(actor: HistoryActor, by: { name: string; email: string } | null): string {
  switch (actor) {
    case 'staff':
      return by ? `${by.name || by.email} (staff)` : 'a former staff member';
    case 'shopper':
      return 'the shopper';
    case 'scheduler':
      return 'the subscription scheduler';
    default:
      return 'the shop, automatically';
  }
}

/** The shopper's own order page, which names no staff member. */
export function historyActorForShopper(actor: HistoryActor): string {
  switch (actor) {
    case 'staff':
      return 'by our staff';
    case 'shopper':
      return 'by you';
    case 'scheduler':
      return 'by the subscription scheduler';
    default:
      return 'by the shop, automatically';
  }
}
