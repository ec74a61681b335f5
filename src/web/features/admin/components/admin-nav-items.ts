import {
  Boxes,
  CalendarClock,
  ClipboardList,
  FolderTree,
  LayoutDashboard,
  Megaphone,
  MessagesSquare,
  type LucideIcon,
  Inbox,
  Newspaper,
  CookingPot,
  Repeat,
  ScrollText,
  ShieldCheck,
  TicketPercent,
  Users,
} from 'lucide-react';
import type { StaffRole } from '../../../../shared/auth';

export interface AdminNavItem {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** Only a super admin sees it (the server checks again). */
  superAdminOnly?: boolean;
}

/** Spec section 2's admin pages first, in its order; then the pages staff need to run the shop. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: '/admin', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/admin/orders', label: 'Orders', Icon: ClipboardList },
  { to: '/admin/products', label: 'Products', Icon: Boxes },
  { to: '/admin/categories', label: 'Categories & Brands', Icon: FolderTree },
  { to: '/admin/chat-analytics', label: 'Chat Analytics', Icon: MessagesSquare },
  { to: '/admin/subscriptions', label: 'Subscriptions', Icon: Repeat },
  { to: '/admin/promos', label: 'Promos', Icon: TicketPercent },
  { to: '/admin/thursday-sale', label: 'Thursday Sale', Icon: CalendarClock },
  { to: '/admin/queries', label: 'Queries', Icon: Inbox },
  { to: '/admin/scrolling-banners', label: 'Scrolling Banners', Icon: Megaphone },
  { to: '/admin/recipes', label: 'Recipes', Icon: CookingPot },
  { to: '/admin/blog', label: 'Blog', Icon: Newspaper },
  { to: '/admin/customers', label: 'Customers', Icon: Users },
  { to: '/admin/staff', label: 'Staff', Icon: ShieldCheck },
  { to: '/admin/audit-log', label: 'Audit Log', Icon: ScrollText, superAdminOnly: true },
];

export const navFor = (role: StaffRole) => ADMIN_NAV.filter((item) => !item.superAdminOnly || role === 'super_admin');

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', super_admin: 'Super admin' };
