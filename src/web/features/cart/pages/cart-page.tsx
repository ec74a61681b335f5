import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { GuestCartView } from '../components/guest-cart-view';
import { SignedInCartView } from '../components/signed-in-cart-view';

/** /cart: the guest cart in the browser, or the stored cart once signed in (spec sections 4, 6). */
export default function CartPage() {
  usePageMeta({ title: 'Your cart', description: 'Review the groceries in your Desi Grocer cart before checkout.' });
  const session = useSession();
  if (session.status === 'loading') return <Spinner className="min-h-[40vh]" />;
  return session.status === 'signed-in' ? <SignedInCartView /> : <GuestCartView />;
}
