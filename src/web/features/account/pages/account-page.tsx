import { useQuery } from '@tanstack/react-query';
import { Gift, Heart, LogOut, MapPin, Package, Repeat, Star, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { ShopperRails } from '../../../components/shop/shopper-rails';
import { Button } from '../../../components/ui/button';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession, useSignOut } from '../../../lib/session';
import { addressesQuery } from '../api/account-api';
import { loyaltyQuery } from '../api/loyalty-api';
import { AccountShell } from '../components/account-shell';
import { PremiumBadge } from '../components/premium-badge';

const SECTIONS = [
  { to: '/account/profile', label: 'Profile', text: 'Name, phone, birth date and password', Icon: UserRound },
  { to: '/account/addresses', label: 'Addresses', text: 'Where we deliver your groceries', Icon: MapPin },
  { to: '/account/orders', label: 'My Orders', text: 'Track and review your orders', Icon: Package },
  { to: '/account/subscription', label: 'My Subscriptions', text: 'Your recurring grocery boxes', Icon: Repeat },
  { to: '/account/wishlist', label: 'Wishlist', text: 'Products you saved for later', Icon: Heart },
  { to: '/account/loyalty', label: 'Loyalty Rewards', text: 'Points and your tier', Icon: Star },
  { to: '/account/promos', label: 'My Promos', text: 'Offers you can use', Icon: Gift },
] as const;

export default function AccountPage() {
  usePageMeta({ title: 'My Account', description: 'Your Desi Grocer account.' });
  const session = useSession();
  const signOut = useSignOut();
  const { data: addresses } = useQuery(addressesQuery);
  const { data: loyalty } = useQuery(loyaltyQuery());
  const user = session.user;
  const defaultAddress = addresses?.find((a) => a.isDefault);

  return (
    <AccountShell title="My Account" back={false}>
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-saffron-50 p-5">
        <div>
          <p className="flex flex-wrap items-center gap-2 text-lg font-bold text-ink">
            Namaste{user?.fullName ? `, ${user.fullName}` : ''}!
            {loyalty ? <PremiumBadge sessionType={loyalty.sessionType} tier={loyalty.tier} /> : null}
          </p>
          <p className="text-sm text-muted">{user?.email}</p>
          {loyalty ? (
            <p className="text-sm text-muted">{loyalty.balance.toLocaleString('en-US')} loyalty points</p>
          ) : null}
          {defaultAddress ? (
            <p className="mt-1 text-sm text-muted">
              Delivering to {defaultAddress.street}, {defaultAddress.city}, {defaultAddress.state}{' '}
              {defaultAddress.zipCode}
            </p>
          ) : null}
        </div>
        <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" /> Sign Out
        </Button>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SECTIONS.map(({ to, label, text, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm hover:border-brand-600"
            >
              <Icon className="mt-0.5 size-6 shrink-0 text-saffron-700" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-ink">{label}</span>
                <span className="block text-sm text-muted">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="-mx-4 mt-4 sm:-mx-6">
        <ShopperRails rails={['buy-again']} />
      </div>
    </AccountShell>
  );
}
