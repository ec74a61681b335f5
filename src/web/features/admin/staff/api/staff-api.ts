import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMemberDto } from '../../../../../shared/admin-staff';
import type { StaffRole } from '../../../../../shared/auth';
import { apiRequest } from '../../../../lib/api-client';
import { staffQuery } from '../../components/staff-query';

/** Grant, change or revoke (role null); the list is read again so it shows what the server kept. */
export function useSetStaffRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: StaffRole | null }) =>
      apiRequest<{ member: Omit<StaffMemberDto, 'role'> & { role: StaffRole | null } }>(
        'PUT',
        '/api/admin/staff/role',
        input,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: staffQuery.queryKey }),
  });
}
