import { type ComponentType, useState } from 'react';
import { createPortal } from 'react-dom';
import { chatButtonLabel } from '../../../../shared/chat';
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
 * The "Chat" button on every storefront page (spec section 1). From the small breakpoint up it floats
 * in the corner; on a phone a floating button lands on cards' "Add to Cart", "Place order" and the
 * cart's notes, so there it is an icon in the sticky header (the header's slot is hidden on wider
 * screens, so only one of the two is ever shown or in the accessibility tree).
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
      <button
        {...launch}
        className="fixed bottom-4 right-4 z-30 hidden h-12 items-center gap-2 rounded-full bg-brand-700 px-5 text-base font-semibold text-white shadow-lg hover:bg-brand-800 sm:inline-flex print:hidden"
      >
        <ChatIcon className="size-5" />
        <span aria-hidden={unread > 0 ? true : undefined}>Chat</span>
        {unread > 0 ? <span className="sr-only">{label}</span> : null}
        <UnreadMark count={unread} className="-mr-2" />
      </button>
      {headerSlot
        ? createPortal(
            <button
              {...launch}
              className="relative inline-flex size-11 items-center justify-center rounded-full text-brand-700 hover:bg-gray-100"
            >
              <ChatIcon className="size-6" />
              <span className="sr-only">{label}</span>
              <UnreadMark count={unread} className="absolute -right-0.5 -top-0.5" />
            </button>,
            headerSlot,
          )
        : null}
      {ChatPanel ? <ChatPanel open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
