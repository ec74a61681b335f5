import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * A text field's state in a `lazyHydrated` part (`lib/lazy-component.ts`), with the ref its input takes. The
 * input is live in the server's HTML before the part's chunk arrives, and hydration keeps what a shopper typed
 * there in the field but not in state: the next render would wipe it and a submit would go without it. This
 * takes the field's text into state as the part hydrates (on any later mount the field holds the state's text).
 */
export function useFieldText(initial: string): [string, (text: string) => void, RefObject<HTMLInputElement | null>] {
  const [text, setText] = useState(initial);
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (ref.current) setText(ref.current.value);
  }, []);
  return [text, setText, ref];
}
