import { Menu } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Button } from '../ui/button';

// The dialog (Radix) loads on first open, keeping it out of the first page load.
const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog'));

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        onPointerEnter={() => void import('./mobile-menu-dialog')}
      >
        <Menu className="!size-6" aria-hidden="true" />
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
