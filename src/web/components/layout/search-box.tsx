import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, LayoutGrid, Loader2, Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCents } from '../../../shared/money';
import { SEARCH_DEBOUNCE_MS, SEARCH_RECENT_LIMIT, SEARCH_SUGGESTION_MIN_CHARS } from '../../../shared/search-constants';
import { apiRequest } from '../../lib/api-client';
import { recentSearchesQuery, suggestionsQuery } from '../../lib/catalog-queries';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';

/** A guest's recent searches, newest first, kept on this device. */
export const RECENT_SEARCHES_STORAGE_KEY = 'recent-searches';

function readLocalRecent(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, SEARCH_RECENT_LIMIT)
      : [];
  } catch {
    return [];
  }
}

function rememberLocalSearch(q: string) {
  try {
    const rest = readLocalRecent().filter((s) => s.toLowerCase() !== q.toLowerCase());
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify([q, ...rest].slice(0, SEARCH_RECENT_LIMIT)));
  } catch {
    // Storage may be full or disabled; recent searches are a convenience.
  }
}

function forgetLocalSearches() {
  try {
    localStorage.removeItem(RECENT_SEARCHES_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Wraps each typed word found in `text` in <mark>. */
export function highlight(text: string, query: string): ReactNode {
  const words = [...new Set(query.trim().split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!words.length) return text;
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
  return text.split(pattern).map((part, i) =>
    i % 2 === 1 ? (
      <mark key={i} className="bg-saffron-100 font-semibold text-inherit">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

type Option = { kind: 'product' | 'category'; id: string; to: string } | { kind: 'recent'; id: string; query: string };

/**
 * The header's ARIA combobox: from 2 typed characters, matching categories then product suggestions
 * (300 ms after the last keystroke); when focused and empty, recent searches. Arrows move, Enter opens the active option or
 * searches for the text, Escape closes.
 */
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
  const client = useQueryClient();
  const session = useSession();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [localRecent, setLocalRecent] = useState<string[]>([]);
  const listId = useId();
  const inputId = useId();
  const wrapper = useRef<HTMLFormElement>(null);
  const typed = text.trim();
  const term = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const enabled = term.length >= SEARCH_SUGGESTION_MIN_CHARS;
  const { data, isFetching } = useQuery({
    ...suggestionsQuery(term),
    enabled,
    placeholderData: keepPreviousData,
  });
  const signedIn = session.status === 'signed-in';
  const showRecent = open && typed === '';
  const { data: serverRecent } = useQuery({ ...recentSearchesQuery(), enabled: showRecent && signedIn });

  const suggesting = enabled && typed.length >= SEARCH_SUGGESTION_MIN_CHARS;
  const suggestions = suggesting ? (data?.suggestions ?? []) : [];
  const categories = suggesting ? (data?.categories ?? []) : [];
  const recent = showRecent ? (signedIn ? (serverRecent?.searches ?? []) : localRecent) : [];
  const options: Option[] = showRecent
    ? recent.map((query, i) => ({ kind: 'recent', id: `${listId}-${i}`, query }))
    : [
        ...categories.map((c) => ({ kind: 'category' as const, to: `/products/category/${c.slug}` })),
        ...suggestions.map((p) => ({ kind: 'product' as const, to: `/product/${p.slug}` })),
      ].map((option, i) => ({ ...option, id: `${listId}-${i}` }));
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onClick);
    return () => document.removeEventListener('mousedown', onClick);
  }, []);

  const openBox = () => {
    setLocalRecent(readLocalRecent());
    setOpen(true);
  };

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    onNavigate?.();
    navigate(to);
  };

  const search = (q: string) => {
    rememberLocalSearch(q);
    setText(q);
    go(`/search?q=${encodeURIComponent(q)}`);
  };

  /** Forgets this shopper's searches: on the server once signed in, else on this device. */
  const clearRecent = () => {
    setActive(-1);
    if (!signedIn) {
      forgetLocalSearches();
      setLocalRecent([]);
      return;
    }
    const key = recentSearchesQuery().queryKey;
    client.setQueryData(key, { searches: [] });
    void apiRequest('DELETE', '/api/search/recent').catch(() => client.invalidateQueries({ queryKey: key }));
  };

  const choose = (option: Option) => (option.kind === 'recent' ? search(option.query) : go(option.to));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (activeOption) return choose(activeOption);
    if (typed) search(typed);
  };

  return (
    // action and name: a search sent before the app has loaded still lands on the results page.
    <form ref={wrapper} role="search" action="/search" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={activeOption?.id}
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder="Search atta, dal, masala, snacks…"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          openBox();
          setActive(-1);
        }}
        onFocus={openBox}
        onClick={() => {
          if (!open) openBox();
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            if (!open) {
              e.preventDefault();
              openBox();
              return;
            }
            if (!options.length) return;
            e.preventDefault();
            const last = options.length - 1;
            if (e.key === 'ArrowDown') setActive((a) => (a >= last ? 0 : a + 1));
            else setActive((a) => (a <= 0 ? last : a - 1));
          } else if (e.key === 'Escape') {
            if (open) e.preventDefault();
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
      {expanded ? (
        <div className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-2xl border border-gray-200 bg-white py-1 shadow-lg">
          <ul id={listId} role="listbox" aria-label={showRecent ? 'Recent searches' : 'Product suggestions'}>
            {showRecent
              ? recent.map((q, i) => (
                  <li
                    key={q}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => search(q)}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-ink',
                      i === active ? 'bg-brand-50' : 'hover:bg-gray-50',
                    )}
                  >
                    <Clock className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
                    <span className="min-w-0 flex-1 truncate">{q}</span>
                  </li>
                ))
              : null}
            {showRecent
              ? null
              : categories.map((c, i) => (
                  <li
                    key={c.slug}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => go(`/products/category/${c.slug}`)}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-ink',
                      i === active ? 'bg-brand-50' : 'hover:bg-gray-50',
                    )}
                  >
                    <LayoutGrid className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
                    <span className="min-w-0 flex-1 truncate">
                      {highlight(c.name, typed)} <span className="text-xs text-muted">in categories</span>
                    </span>
                  </li>
                ))}
            {showRecent
              ? null
              : suggestions
                  .map((p, n) => ({ p, i: categories.length + n }))
                  .map(({ p, i }) => (
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
                      <img
                        src={p.image}
                        alt=""
                        width={36}
                        height={36}
                        className="size-9 rounded-md bg-saffron-50 object-cover"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium text-ink">{highlight(p.name, typed)}</span>
                        {p.brand ? (
                          <span className="block truncate text-xs text-muted">{highlight(p.brand, typed)}</span>
                        ) : null}
                      </span>
                      <span className={cn('font-semibold', p.inStock ? 'text-ink' : 'text-muted')}>
                        {formatCents(p.priceCents)}
                        {p.inStock ? null : <span className="block text-xs font-normal">Out of stock</span>}
                      </span>
                    </li>
                  ))}
          </ul>
          {showRecent ? (
            <button
              type="button"
              onMouseDown={(e) => e.preventDefault()}
              onClick={clearRecent}
              className="mx-3 my-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              Clear recent searches
            </button>
          ) : null}
        </div>
      ) : null}
      {isFetching && enabled ? (
        <Loader2
          className="absolute right-24 top-1/2 size-4 -translate-y-1/2 animate-spin text-gray-400"
          aria-hidden="true"
        />
      ) : null}
    </form>
  );
}
