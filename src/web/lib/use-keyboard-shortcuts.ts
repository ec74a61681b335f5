import { useEffect, useRef } from 'react';

/**
 * The keyboard shortcuts of the shop and the admin, in one listener on the document:
 * "/" focuses the page's search (a `role="search"` form inside <main>, else the header's), "?" asks for
 * the list of shortcuts, "g" then a letter goes to a page, "j"/"k" move a selection through the rows of
 * the table in <main> and Enter opens the selected row's first link. A key is never taken while the
 * person is typing (an input, a textarea, a select or editable text has the focus), with a modifier
 * held (Ctrl, Alt, Meta: the browser's own shortcuts), or inside an open dialog.
 */
export interface KeyboardShortcutOptions {
  /** "g" then this key goes to the path: { o: '/admin/orders' }. */
  goTo?: Record<string, string>;
  /** Rows of a table move with j/k (the admin's tables). */
  tableRows?: boolean;
  onNavigate: (path: string) => void;
  onHelp: () => void;
}

/** How long after "g" its second key still counts. */
const SEQUENCE_MS = 1500;
/** The attribute that marks the row j/k selected (styled in index.css, read by e2e). */
export const SELECTED_ROW_ATTRIBUTE = 'data-shortcut-selected';

/** Whether a key pressed with this target is text being typed (or a choice being made). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return target instanceof HTMLElement && target.isContentEditable;
}

const visible = (element: Element) =>
  typeof (element as HTMLElement).checkVisibility === 'function' ? (element as HTMLElement).checkVisibility() : true;

const SEARCH_INPUT = '[role="search"] input:not([type="hidden"]):not([disabled])';

/**
 * The page's own search field first, then the header's. A page's filters folded behind a button (a
 * phone's "Filters") are unfolded first: the button that controls the region holding the field is clicked.
 */
function searchField(): { field: HTMLInputElement; unfolded: boolean } | null {
  const inMain = [...document.querySelectorAll<HTMLInputElement>(`main ${SEARCH_INPUT}`)];
  const shown = inMain.find(visible);
  if (shown) return { field: shown, unfolded: false };
  for (const field of inMain) {
    for (let region = field.parentElement; region && region.tagName !== 'MAIN'; region = region.parentElement) {
      if (!region.id) continue;
      const toggle = document.querySelector<HTMLElement>(
        `[aria-controls="${CSS.escape(region.id)}"][aria-expanded="false"]`,
      );
      if (!toggle) continue;
      toggle.click();
      return { field, unfolded: true };
    }
  }
  const anywhere = [...document.querySelectorAll<HTMLInputElement>(SEARCH_INPUT)].find(visible);
  return anywhere ? { field: anywhere, unfolded: false } : null;
}

function tableRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('main table tbody tr, main [data-shortcut-row]')].filter(visible);
}

function moveSelection(step: 1 | -1) {
  const rows = tableRows();
  if (!rows.length) return false;
  const current = rows.findIndex((row) => row.hasAttribute(SELECTED_ROW_ATTRIBUTE));
  const next =
    current === -1 ? (step === 1 ? 0 : rows.length - 1) : Math.min(rows.length - 1, Math.max(0, current + step));
  for (const row of rows) row.removeAttribute(SELECTED_ROW_ATTRIBUTE);
  const row = rows[next]!;
  row.setAttribute(SELECTED_ROW_ATTRIBUTE, '');
  // Focus shows the selection to everyone (focus ring, screen readers); the row is not a tab stop.
  if (!row.hasAttribute('tabindex')) row.tabIndex = -1;
  row.focus();
  row.scrollIntoView?.({ block: 'nearest' });
  return true;
}

function openSelection(target: EventTarget | null) {
  if (!(target instanceof HTMLElement) || !target.hasAttribute(SELECTED_ROW_ATTRIBUTE)) return false;
  const link = target.querySelector<HTMLAnchorElement>('a[href]');
  if (!link) return false;
  link.click();
  return true;
}

export function useKeyboardShortcuts(options: KeyboardShortcutOptions) {
  // The latest options without re-adding the listener on every render.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    let pendingG = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (isTypingTarget(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]')) return;
      const { goTo, tableRows: rows, onNavigate, onHelp } = latest.current;
      const key = event.key;
      const afterG = pendingG && event.timeStamp - pendingG < SEQUENCE_MS;
      pendingG = 0;
      if (afterG && goTo?.[key]) {
        event.preventDefault();
        onNavigate(goTo[key]);
        return;
      }
      if (key === 'Enter') {
        if (rows && openSelection(event.target)) event.preventDefault();
        return;
      }
      if (key === '/') {
        const found = searchField();
        if (!found) return;
        event.preventDefault();
        const focus = () => {
          found.field.focus();
          found.field.select();
        };
        // An unfolded region is drawn by its own component's next render.
        if (found.unfolded) setTimeout(focus, 0);
        else focus();
      } else if (key === '?') {
        event.preventDefault();
        onHelp();
      } else if (key === 'g' && goTo) {
        pendingG = event.timeStamp || 1;
      } else if ((key === 'j' || key === 'k') && rows) {
        if (moveSelection(key === 'j' ? 1 : -1)) event.preventDefault();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
