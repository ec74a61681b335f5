import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { SessionUserDto } from '../../../shared/auth';
import { useSignOut } from '../../lib/session';
import { Button } from '../ui/button';
import { USER_MENU_LINKS } from './account-links';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/**
 * The signed-in shopper's menu. Its own chunk: the dropdown library is a fifth of the app shell's
 * JavaScript and visitors never need it.
 */
export default function AccountDropdown({ user }: { user: SessionUserDto }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        {/* The name is built from the visible text (WCAG 2.5.3 label in name): voice users say what they see. */}
        <Button variant="ghost" className="hidden max-w-56 sm:inline-flex">
          <UserRound aria-hidden="true" />
          <span className="truncate">{user.fullName?.split(' ')[0] || user.email}</span>
          <span className="sr-only">account menu</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-60 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-2 pb-1 pt-2">
            <span className="block truncate text-sm font-semibold text-ink">{user.email}</span>
            <span className="block text-xs text-muted">Welcome back!</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          {USER_MENU_LINKS.map(({ to, label, Icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClass}>
              <Link to={to}>
                <Icon className="size-4 text-muted" aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          {user.role ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/admin">
                <LayoutDashboard className="size-4 text-muted" aria-hidden="true" />
                Admin
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <DropdownMenu.Item className={itemClass} disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
            <LogOut className="size-4 text-muted" aria-hidden="true" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
