import { queryOptions } from '@tanstack/react-query';
import type { StaffMemberDto } from '../../../../shared/admin-staff';
import { apiGet } from '../../../lib/api-client';

/** Who has staff access: the staff desk's list, and the people an inquiry can be assigned to. */
export const staffQuery = queryOptions({
  queryKey: ['admin', 'staff'],
  queryFn: async ({ signal }) =>
    (await apiGet<{ staff: StaffMemberDto[] }>('/api/admin/staff', undefined, { signal })).staff,
});
