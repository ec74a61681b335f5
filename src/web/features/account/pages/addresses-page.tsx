import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, MapPin, Plus, Truck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { AddressDto } from '../../../../shared/account';
import { AUTH_MESSAGES } from '../../../../shared/auth';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { addressesQuery, useAddressMutations } from '../api/account-api';
import { AccountShell, Panel } from '../components/account-shell';
import { AddressForm } from '../components/address-form';

const failed = (error: unknown) =>
  toast.error('Error', { description: error instanceof ApiError ? error.message : AUTH_MESSAGES.unexpected });

function DeliveryNote({ address }: { address: AddressDto }) {
  return address.deliverable ? (
    <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-brand-800">
      <CheckCircle2 className="size-4" aria-hidden="true" /> We deliver to {address.zipCode}
    </p>
  ) : (
    <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-saffron-800">
      <XCircle className="size-4" aria-hidden="true" /> We don&apos;t deliver to {address.zipCode} yet
    </p>
  );
}

export default function AddressesPage() {
  usePageMeta({ title: 'Addresses', description: 'Your saved Desi Grocer delivery addresses.' });
  const { data: addresses, isError } = useQuery(addressesQuery);
  const mutations = useAddressMutations();
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const [deleting, setDeleting] = useState<AddressDto | null>(null);

  const remove = async () => {
    if (!deleting) return;
    try {
      await mutations.remove.mutateAsync(deleting.id);
      toast.success('Address deleted');
    } catch (error) {
      failed(error);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <AccountShell title="Addresses">
      {isError ? (
        <p role="alert" className="text-red-700">
          We could not load your addresses. Please try again.
        </p>
      ) : !addresses ? (
        <Spinner />
      ) : (
        <div className="grid gap-6">
          {editing === 'new' ? (
            <Panel title="New address" id="new-address">
              <AddressForm
                onCancel={() => setEditing(null)}
                onSave={async (fields) => {
                  try {
                    await mutations.add.mutateAsync(fields);
                    toast.success('Address saved');
                    setEditing(null);
                  } catch (error) {
                    failed(error);
                    throw error;
                  }
                }}
              />
            </Panel>
          ) : (
            <div>
              <Button onClick={() => setEditing('new')}>
                <Plus aria-hidden="true" /> Add address
              </Button>
            </div>
          )}
          {addresses.length === 0 && editing !== 'new' ? (
            <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 px-4 py-12 text-center">
              <MapPin className="size-10 text-saffron-600" aria-hidden="true" />
              <p className="mt-3 font-semibold text-ink">No saved addresses yet</p>
              <p className="text-sm text-muted">Add one to check out faster.</p>
            </div>
          ) : null}
          <ul className="grid gap-4 sm:grid-cols-2" aria-label="Saved addresses">
            {addresses.map((address) =>
              editing === address.id ? (
                <li key={address.id} className="sm:col-span-2">
                  <Panel title="Edit address" id={`edit-${address.id}`}>
                    <AddressForm
                      address={address}
                      onCancel={() => setEditing(null)}
                      onSave={async (fields) => {
                        try {
                          await mutations.update.mutateAsync({ id: address.id, fields });
                          toast.success('Address updated');
                          setEditing(null);
                        } catch (error) {
                          failed(error);
                          throw error;
                        }
                      }}
                    />
                  </Panel>
                </li>
              ) : (
                <li
                  key={address.id}
                  className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
                  data-testid="address-card"
                >
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-semibold text-ink">{address.label || 'Address'}</p>
                    {address.isDefault ? (
                      <Badge variant="success">
                        <Truck className="size-3" aria-hidden="true" /> Default
                      </Badge>
                    ) : null}
                  </div>
                  <address className="mt-1 text-sm not-italic text-muted">
                    {address.street}
                    {address.street2 ? `, ${address.street2}` : ''}
                    <br />
                    {address.city}, {address.state} {address.zipCode}
                    <br />
                    United States
                  </address>
                  <DeliveryNote address={address} />
                  <div className="mt-4 flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(address.id)}
                      aria-label={`Edit ${address.label || address.street}`}
                    >
                      Edit
                    </Button>
                    {!address.isDefault ? (
                      <Button
                        size="sm"
                        variant="subtle"
                        disabled={mutations.makeDefault.isPending}
                        onClick={() =>
                          mutations.makeDefault.mutate(address.id, {
                            onSuccess: () => toast.success('Default address updated'),
                            onError: failed,
                          })
                        }
                        aria-label={`Set ${address.label || address.street} as default`}
                      >
                        Set as default
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50"
                      onClick={() => setDeleting(address)}
                      aria-label={`Delete ${address.label || address.street}`}
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              ),
            )}
          </ul>
        </div>
      )}
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent className="max-w-md p-6">
          <DialogTitle className="text-lg font-bold text-ink">Delete this address?</DialogTitle>
          <DialogDescription className="mt-2 text-sm text-muted">
            {deleting ? `${deleting.street}, ${deleting.city}, ${deleting.state} ${deleting.zipCode}` : ''}
          </DialogDescription>
          <div className="mt-6 flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" onClick={() => void remove()} disabled={mutations.remove.isPending}>
              Delete
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </AccountShell>
  );
}
