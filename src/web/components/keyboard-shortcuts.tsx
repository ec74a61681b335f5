import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { useKeyboardShortcuts } from '../lib/use-keyboard-shortcuts';

// The dialog (Radix) loads the first time "?" is pressed, keeping it out of the first page load.
const KeyboardShortcutsDialog = lazy(() => import('./keyboard-shortcuts-dialog'));

const ADMIN_GO_TO = { o: '/admin/orders', p: '/admin/products' };

/**
 * The shortcuts of the shop (admin false) or the staff admin, and the "?" dialog that lists them.
 * Rendered once by each layout.
 */
export function KeyboardShortcuts({ admin = false }: { admin?: boolean }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useKeyboardShortcuts({
    goTo: admin ? ADMIN_GO_TO : undefined,
    tableRows: admin,
    onNavigate: (path) => void navigate(path),
    onHelp: () => setOpen(true),
  });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <KeyboardShortcutsDialog admin={admin} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
