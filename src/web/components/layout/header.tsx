import { Truck } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { CartLink } from './cart-link';
import { CHAT_SLOT_ID } from './chat-slot';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV } from './nav-links';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';
import { WishlistLink } from './wishlist-link';

export function Header() {
  return (
    <>
      <div className="bg-brand-800 text-white">
        <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-1.5 text-center text-xs font-medium sm:text-sm">
          <Truck className="size-4 shrink-0" aria-hidden="true" />
          <span className="sm:hidden">Same-day delivery when you order before 2 PM</span>
          <span className="hidden sm:inline">
            Same-day delivery across Dallas–Fort Worth when you order before 2 PM
          </span>
        </p>
      </div>
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 sm:gap-4 sm:px-6">
          <MobileMenu />
          <Logo />
          <SearchBox className="mx-4 hidden flex-1 md:block" />
          <div className="ml-auto flex items-center gap-1 sm:gap-2 md:ml-0">
            <UserMenu />
            <WishlistLink />
            <div id={CHAT_SLOT_ID} className="contents" />
            <CartLink />
          </div>
        </div>
        <div className="px-3 pb-2 md:hidden">
          <SearchBox />
        </div>
        <nav aria-label="Main" className="hidden border-t border-gray-100 lg:block">
          <ul className="mx-auto flex max-w-7xl gap-1 px-6">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'inline-block border-b-2 px-3 py-2.5 text-sm font-semibold',
                      isActive
                        ? 'border-saffron-600 text-brand-800'
                        : 'border-transparent text-ink hover:text-brand-700',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
    </>
  );
}
