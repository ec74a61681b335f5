import { type ComponentType, useState } from 'react';
import { createPortal } from 'react-dom';
import { chatButtonLabel } from '../../../../shared/chat-button-label';
import { CHAT_SLOT_ID } from '../../../components/layout/chat-slot';
import { useChatUnread } from '../api/chat-api';

type Panel = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;
// The panel (Radix dialog, product cards, forms, icons) is fetched on first open; this button is all
// every page carries, so it draws its icon inline and holds the loaded panel in state (no Suspense).
const loadPanel = () => import('./chat-panel');

function ChatIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
    </svg>
  );
}

/**
 * The "Chat" button on every storefront page (spec section 1). It sits in the sticky header, which
 * floats with the page, so it is on screen at every scroll position without lying over anything: a
 * button floating in the corner landed on cards' "Add to Cart", "Place order", the cart's notes and,
 * on a desktop, on category tiles and footer links. An icon on a phone, icon and "Chat" from the small
 * breakpoint up.
 */
/** The unread mark: a dot with the count, hidden from screen readers (the button's name says it). */
function UnreadMark({ count, className }: { count: number; className: string }) {
  return count > 0 ? (
    <span
      aria-hidden="true"
      data-testid="chat-unread"
      className={`${className} inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold leading-5 text-white`}
    >
      {count}
    </span>
  ) : null;
}

export default function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const unread = useChatUnread();
  const label = chatButtonLabel(unread);
  const [ChatPanel, setChatPanel] = useState<Panel | null>(null);
  const [headerSlot] = useState(() => document.getElementById(CHAT_SLOT_ID));
  const launch = {
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onClick: () => {
      setOpen(true);
      if (!ChatPanel) void loadPanel().then((m) => setChatPanel(() => m.default));
    },
    onPointerEnter: () => void loadPanel(),
  } as const;
  return (
    <>
      {headerSlot
        ? createPortal(
            <button
              {...launch}
              className="relative inline-flex size-11 items-center justify-center gap-1.5 rounded-full text-brand-700 hover:bg-gray-100 sm:w-auto sm:px-3"
            >
              <ChatIcon className="size-6" />
              <span className="sr-only">{label}</span>
              <span aria-hidden="true" className="hidden text-sm font-semibold sm:inline">
                Chat
              </span>
              <UnreadMark count={unread} className="absolute -right-0.5 -top-0.5" />
            </button>,
            headerSlot,
          )
        : null}
      {ChatPanel ? <ChatPanel open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
