import { type ComponentType, useState } from 'react';

type Panel = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;
// The panel (Radix dialog, product cards, forms, icons) is fetched on first open; this button is all
// every page carries, so it draws its icon inline and holds the loaded panel in state (no Suspense).
const loadPanel = () => import('./chat-panel');

/** The floating "Chat" button on every storefront page (spec section 1). */
export default function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [ChatPanel, setChatPanel] = useState<Panel | null>(null);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          if (!ChatPanel) void loadPanel().then((m) => setChatPanel(() => m.default));
        }}
        onPointerEnter={() => void loadPanel()}
        className="fixed bottom-4 right-4 z-30 inline-flex h-12 items-center gap-2 rounded-full bg-brand-700 px-5 text-base font-semibold text-white shadow-lg hover:bg-brand-800 print:hidden"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
        >
          <path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719" />
        </svg>
        Chat
      </button>
      {ChatPanel ? <ChatPanel open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
