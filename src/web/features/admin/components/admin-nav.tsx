import { useQueryClient } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import type { StaffRole } from '../../../../shared/auth';
import { cn } from '../../../lib/cn';
import { preloadAdminPage } from '../admin-routes';
import { NewInquiriesBadge } from './new-inquiries-badge';
import { navFor } from './admin-nav-items';

/**
 * The admin sections as a list of links; the current one is marked for screen readers too. Pointing
 * at a link or focusing it starts loading that page's code and data, so a click rarely waits.
 */
export function AdminNav({ role, onNavigate }: { role: StaffRole; onNavigate?: () => void }) {
  const client = useQueryClient();
  return (
    <ul className="flex flex-col gap-0.5">
      {navFor(role).map(({ to, label, Icon }) => (
        <li key={to} className="relative">
          <NavLink
            to={to}
            end={to === '/admin'}
            onClick={onNavigate}
            onPointerEnter={() => preloadAdminPage(to, client)}
            onFocus={() => preloadAdminPage(to, client)}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
                isActive ? 'bg-brand-800 text-white' : 'text-ink hover:bg-gray-100',
              )
            }
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {label}
          </NavLink>
          {to === '/admin/queries' ? <NewInquiriesBadge /> : null}
        </li>
      ))}
    </ul>
  );
}
