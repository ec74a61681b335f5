import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Loader2, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCents } from '../../../shared/money';
import { productsQuery } from '../../lib/catalog-queries';
import { cn } from '../../lib/cn';

/** Spec section 9: suggestions from 2 trimmed characters, 300 ms debounce. */
export const SUGGESTION_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
const SHOWN_SUGGESTIONS = 6;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** A combobox: type to see product suggestions, arrows to move, Enter to open one or search all. */
export function SearchBox({
  className,
  autoFocus,
  onNavigate,
  size = 'md',
}: {
  className?: string;
  autoFocus?: boolean;
  onNavigate?: () => void;
  size?: 'md' | 'lg';
}) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputId = useId();
  const wrapper = useRef<HTMLFormElement>(null);
  const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = term.length >= SUGGESTION_MIN_CHARS;
  const { data, isFetching } = useQuery({
    ...productsQuery({ q: term, pageSize: SHOWN_SUGGESTIONS }),
    enabled,
    placeholderData: keepPreviousData,
    meta: {},
  });
  const suggestions = enabled && text.trim().length >= SUGGESTION_MIN_CHARS ? (data?.products ?? []) : [];
  const expanded = open && suggestions.length > 0;

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onClick);
    return () => document.removeEventListener('mousedown', onClick);
  }, []);

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    onNavigate?.();
    navigate(to);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = active >= 0 ? suggestions[active] : undefined;
    if (chosen) return go(`/product/${chosen.slug}`);
    const q = text.trim();
    if (q) go(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <form ref={wrapper} role="search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder="Search atta, dal, masala, snacks…"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && suggestions.length) {
            e.preventDefault();
            setOpen(true);
            setActive((a) => (a + 1) % suggestions.length);
          } else if (e.key === 'ArrowUp' && suggestions.length) {
            e.preventDefault();
            setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
          } else if (e.key === 'Escape') {
            setOpen(false);
            setActive(-1);
          }
        }}
        className={cn(
          'w-full rounded-full border border-gray-300 bg-white pl-10 pr-24 text-base text-ink placeholder:text-gray-500 focus-visible:border-brand-700 [&::-webkit-search-cancel-button]:hidden',
          size === 'lg' ? 'h-13' : 'h-11',
        )}
      />
      <Search
        className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-gray-500"
        aria-hidden="true"
      />
      <button
        type="submit"
        className={cn(
          'absolute right-1 top-1/2 -translate-y-1/2 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800',
          size === 'lg' ? 'h-11' : 'h-9',
        )}
      >
        Search
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label="Product suggestions"
        className={cn(
          'absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-2xl border border-gray-200 bg-white py-1 shadow-lg',
          !expanded && 'hidden',
        )}
      >
        {suggestions.map((p, i) => (
          <li
            key={p.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(`/product/${p.slug}`)}
            className={cn(
              'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm',
              i === active ? 'bg-brand-50' : 'hover:bg-gray-50',
            )}
          >
            <img src={p.image} alt="" width={36} height={36} className="size-9 rounded-md bg-saffron-50 object-cover" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-ink">{p.name}</span>
              <span className="block truncate text-xs text-muted">{p.brand || 'Unknown Brand'}</span>
            </span>
            <span className="font-semibold text-ink">{formatCents(p.priceCents)}</span>
          </li>
        ))}
      </ul>
      {isFetching && enabled ? (
        <Loader2
          className="absolute right-24 top-1/2 size-4 -translate-y-1/2 animate-spin text-gray-400"
          aria-hidden="true"
        />
      ) : null}
    </form>
  );
}
