import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AddressDto, addressInput, ProfileDto, profileInput } from '../../../../shared/account';
import type { changePasswordInput } from '../../../../shared/auth';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { SESSION_KEY } from '../../../lib/session';

/** The account pages' data; every key starts with 'account' so signing out can drop them all. */
export const profileQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: ({ signal }) => apiGet<ProfileDto>('/api/account/profile', undefined, { signal }),
});

export const addressesQuery = queryOptions({
  queryKey: ['account', 'addresses'],
  queryFn: async ({ signal }) =>
    (await apiGet<{ addresses: AddressDto[] }>('/api/account/addresses', undefined, { signal })).addresses,
});

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: z.output<typeof profileInput>) =>
      apiRequest<ProfileDto>('PATCH', '/api/account/profile', patch),
    onSuccess: (profile) => {
      client.setQueryData(profileQuery.queryKey, profile);
      // The header and the account page greet the user by this name.
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

export const changePassword = (input: z.output<typeof changePasswordInput>) =>
  apiRequest<{ ok: true; message: string }>('POST', '/api/auth/change-password', input);

export function useAddressMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: addressesQuery.queryKey });
  type Fields = z.output<typeof addressInput>;
  return {
    add: useMutation({
      mutationFn: (fields: Fields) => apiRequest<{ address: AddressDto }>('POST', '/api/account/addresses', fields),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, fields }: { id: string; fields: Fields }) =>
        apiRequest<{ address: AddressDto }>('PUT', `/api/account/addresses/${encodeURIComponent(id)}`, fields),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest<null>('DELETE', `/api/account/addresses/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
    makeDefault: useMutation({
      mutationFn: (id: string) =>
        apiRequest<{ address: AddressDto }>('POST', `/api/account/addresses/${encodeURIComponent(id)}/default`),
      onSuccess: refresh,
    }),
  };
}
