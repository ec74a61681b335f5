import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { CART_KEYS } from '../../../lib/cart-queries';
import { SESSION_KEY } from '../../../lib/session';

type ListName = Exclude<keyof typeof CART_KEYS, 'all'>;

export interface CartActionOptions<T> {
  /** Spec section 8 success toast (title, description). */
  success?: readonly [string, string?];
  /** Spec section 8 failure toast; without one a failure is only logged (saved, removed, drafts). */
  failure?: readonly [string, string];
  /** The lists the change touches; the live channel would reload them too, this is just sooner. */
  reload: ListName[];
  onDone?: (result: T) => void;
}

/** A rule the server refused on (stock, limits, empty cart) says more than the generic words. */
const ruleMessage = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 ? error.message : null;

/** Runs one cart change with the spec's toasts; `busy` names the change in flight (buttons disable). */
export function useCartAction() {
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(
    async <T>(key: string, action: () => Promise<T>, options: CartActionOptions<T>): Promise<T | undefined> => {
      setBusy(key);
      try {
        const result = await action();
        options.onDone?.(result);
        if (options.success) toast.success(options.success[0], { description: options.success[1] });
        return result;
      } catch (error) {
        // The session ended elsewhere (signed out in another tab, expired): let the app find out.
        if (error instanceof ApiError && error.status === 401) void client.invalidateQueries({ queryKey: SESSION_KEY });
        const rule = ruleMessage(error);
        if (options.failure) toast.error(options.failure[0], { description: rule ?? options.failure[1] });
        else {
          console.error(`Cart action ${key} failed`, error);
          if (rule) toast.error('Error', { description: rule });
        }
        return undefined;
      } finally {
        setBusy(null);
        for (const list of options.reload) void client.invalidateQueries({ queryKey: CART_KEYS[list] });
      }
    },
    [client],
  );
  return { run, busy };
}
