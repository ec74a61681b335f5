import { digest, type Throttle } from '../throttle/throttle';
import { FORM_COPIES_PER_RECIPIENT } from '../throttle/throttle-policies';

/** Who sent a message, as far as the session shows it (null for a guest). */
export interface MessageSender {
  email: string;
  emailVerified: boolean;
}

/**
 * Whether the sender of a form or a chat hand-off gets a copy of what they wrote. A copy goes only to
 * the signed-in sender's own verified email, and only so often (FORM_COPIES_PER_RECIPIENT): mailing
 * whatever address was typed would let anyone send their text to a stranger in the shop's name.
 */
export function createSenderCopies(throttle: Throttle) {
  return {
    async mayCopyTo(email: string, sender: MessageSender | null): Promise<boolean> {
      if (!sender?.emailVerified || sender.email.toLowerCase() !== email.toLowerCase()) return false;
      const check = { key: `email:form-copy:${digest(email)}`, policy: FORM_COPIES_PER_RECIPIENT };
      if (await throttle.refusal([check])) return false;
      await throttle.hit(check);
      return true;
    },
  };
}
export type SenderCopies = ReturnType<typeof createSenderCopies>;
