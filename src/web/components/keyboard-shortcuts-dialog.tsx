import { Dialog, DialogContent, DialogDescription, DialogTitle } from './ui/dialog';

const SHOP_SHORTCUTS: [string[], string][] = [
  [['/'], 'Search'],
  [['?'], 'Show these shortcuts'],
];
const ADMIN_SHORTCUTS: [string[], string][] = [
  [['/'], 'Search or filter this page'],
  [['g', 'o'], 'Go to orders'],
  [['g', 'p'], 'Go to products'],
  [['j'], 'Next row of the table'],
  [['k'], 'Previous row of the table'],
  [['Enter'], 'Open the selected row'],
  [['?'], 'Show these shortcuts'],
];

/** The "?" dialog listing the shop's (admin false) or the staff admin's shortcuts. */
export default function KeyboardShortcutsDialog({
  admin,
  open,
  onOpenChange,
}: {
  admin: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const shortcuts = admin ? ADMIN_SHORTCUTS : SHOP_SHORTCUTS;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogTitle className="text-lg font-bold text-ink">Keyboard shortcuts</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          They work anywhere except while you type in a field.
        </DialogDescription>
        <dl className="mt-4 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {shortcuts.map(([keys, what]) => (
            <div key={what} className="contents">
              <dt className="flex gap-1">
                {keys.map((key, index) => (
                  <span key={key} className="flex items-center gap-1">
                    {index > 0 ? <span className="text-muted">then</span> : null}
                    <kbd className="rounded border border-gray-300 bg-gray-50 px-1.5 py-0.5 font-mono text-xs text-ink">
                      {key}
                    </kbd>
                  </span>
                ))}
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
