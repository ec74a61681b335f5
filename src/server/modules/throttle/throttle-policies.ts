/**
 * How many attempts of a kind go through before the shop slows them down. Counted events are
 * forgotten `forgetAfterSeconds` after the last one; beyond `free` events each next attempt waits
 * `firstDelaySeconds`, doubling up to `maxDelaySeconds`; at `lockAfter` events the key is refused for
 * `lockSeconds` (and again after each further event, so a lock slows a guesser to one try per lock
 * but never holds for longer than `lockSeconds` after the last try). docs/security.md explains the numbers.
 */
export interface ThrottlePolicy {
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  lockAfter: number;
  lockSeconds: number;
  forgetAfterSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Failed sign-ins of one account, from anywhere: 5 free, then 1, 2, 4 … 60 s apart, locked for
 * 15 minutes at 20. Successful sign-ins are never counted and clear the account's count.
 */
export const SIGN_IN_ACCOUNT: ThrottlePolicy = {
  free: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 60,
  lockAfter: 20,
  lockSeconds: 15 * MINUTE,
  forgetAfterSeconds: 24 * HOUR,
};

/**
 * Failed sign-ins from one client address, whatever the account: generous, because a household, an
 * office or a carrier's shared address holds many shoppers; it stops one address trying many accounts.
 */
export const SIGN_IN_ADDRESS: ThrottlePolicy = {
  free: 30,
  firstDelaySeconds: 1,
  maxDelaySeconds: 60,
  lockAfter: 100,
  lockSeconds: 15 * MINUTE,
  forgetAfterSeconds: 15 * MINUTE,
};

/** Account emails (reset links, verification links) to one address: 3 in a row, then waits of 1, 2, 4, 5 minutes; an hour's lock at 10. */
export const ACCOUNT_EMAILS_PER_RECIPIENT: ThrottlePolicy = {
  free: 3,
  firstDelaySeconds: 60,
  maxDelaySeconds: 5 * MINUTE,
  lockAfter: 10,
  lockSeconds: HOUR,
  forgetAfterSeconds: HOUR,
};

/** Reset and verification emails asked for from one client address, whatever the recipient. */
export const ACCOUNT_EMAILS_PER_ADDRESS: ThrottlePolicy = {
  free: 10,
  firstDelaySeconds: 30,
  maxDelaySeconds: 5 * MINUTE,
  lockAfter: 30,
  lockSeconds: HOUR,
  forgetAfterSeconds: HOUR,
};

/**
 * Copies of a form's message to its sender's own verified email: 3 in a row, then one per 1, 2, 4 …
 * 15 minutes, an hour's lock at 10. The form's own spam limit (5 a minute) still applies before this.
 */
export const FORM_COPIES_PER_RECIPIENT: ThrottlePolicy = {
  free: 3,
  firstDelaySeconds: MINUTE,
  maxDelaySeconds: 15 * MINUTE,
  lockAfter: 10,
  lockSeconds: HOUR,
  forgetAfterSeconds: 24 * HOUR,
};

/** Promo codes refused as invalid, per shopper: a real shopper mistypes a few; a guesser tries hundreds. */
export const PROMO_FAILURES_PER_ACCOUNT: ThrottlePolicy = {
  free: 5,
  firstDelaySeconds: 5,
  maxDelaySeconds: 60,
  lockAfter: 10,
  lockSeconds: 15 * MINUTE,
  forgetAfterSeconds: HOUR,
};

/**
 * Promo codes refused as invalid from one client address, whatever the account (many accounts, one
 * guesser). Generous, because a household or an office shares it: one guessing account adds at most about
 * 11 refusals an hour before its own lock, so 40 free lets three guessers try their luck before anyone
 * else at the address is slowed, and valid codes are never counted.
 */
export const PROMO_FAILURES_PER_ADDRESS: ThrottlePolicy = {
  free: 40,
  firstDelaySeconds: 5,
  maxDelaySeconds: 60,
  lockAfter: 100,
  lockSeconds: 15 * MINUTE,
  forgetAfterSeconds: HOUR,
};

/**
 * One made-up code refused, whoever typed it and from wherever (accounts and addresses spread over many
 * machines trying the same list). Only that code is refused, and only a code no promo has: a real code
 * is never locked for the shoppers it is meant for.
 */
export const PROMO_FAILURES_PER_CODE: ThrottlePolicy = {
  free: 10,
  firstDelaySeconds: 5,
  maxDelaySeconds: 60,
  lockAfter: 30,
  lockSeconds: 15 * MINUTE,
  forgetAfterSeconds: HOUR,
};
