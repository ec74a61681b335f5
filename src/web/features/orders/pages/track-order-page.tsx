import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { type OrderLookupInput, orderLookupInput } from '../../../../shared/orders';
import { FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { trackQuery } from '../api/orders-api';
import { OrderDetail } from '../components/order-detail';

/** /track-order: the signed-in shopper's order by its number, with the status timeline. */
export default function TrackOrderPage() {
  usePageMeta({ title: 'Track Order', description: 'Follow your Desi Grocer delivery.' });
  const [params, setParams] = useSearchParams();
  const orderNumber = (params.get('orderNumber') ?? '').trim().toUpperCase();
  const tracked = useQuery(trackQuery(orderNumber));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OrderLookupInput>({ resolver: zodResolver(orderLookupInput), defaultValues: { orderNumber } });
  const onSubmit = handleSubmit((values) => setParams({ orderNumber: values.orderNumber.trim().toUpperCase() }));

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Track Order</h1>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 flex flex-wrap items-end gap-3">
        <FormField label="Order number" error={errors.orderNumber?.message} className="min-w-64 flex-1">
          <Input placeholder="US-20260101-1234" {...register('orderNumber')} />
        </FormField>
        <Button type="submit">Track</Button>
      </form>
      <div className="mt-6">
        {tracked.isFetching && !tracked.data ? <Spinner className="min-h-[20vh]" /> : null}
        {tracked.error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
            {tracked.error.message}
          </p>
        ) : null}
        {tracked.data ? (
          <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
            <OrderDetail order={tracked.data} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
