import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { type ContactInput, contactInput } from '../../../../shared/checkout';
import { FormField } from '../../../components/forms/form-field';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { usePageMeta } from '../../../lib/page-meta';
import { useSession } from '../../../lib/session';
import { profileQuery } from '../api/checkout-api';
import { useCheckoutState } from '../api/checkout-state';

/** Step 1 (/checkout): contact details, prefilled from the account. */
export default function ContactStepPage() {
  usePageMeta({ title: 'Checkout – Your details', description: 'Contact details for your Desi Grocer order.' });
  const navigate = useNavigate();
  const session = useSession();
  const profile = useQuery(profileQuery);
  const [state, update] = useCheckoutState();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput>({
    resolver: zodResolver(contactInput),
    defaultValues: state.userInfo ?? { fullName: '', email: session.user?.email ?? '', phone: '' },
  });

  useEffect(() => {
    if (state.userInfo || !profile.data) return;
    reset({ fullName: profile.data.fullName ?? '', email: profile.data.email, phone: profile.data.phone ?? '' });
  }, [profile.data, state.userInfo, reset]);

  const onSubmit = handleSubmit((values) => {
    update({ userInfo: values });
    navigate('/checkout/delivery');
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-bold text-ink">Your details</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField label="Full name" error={errors.fullName?.message} className="sm:col-span-2">
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
      </div>
      <div className="mt-6 flex justify-between gap-3">
        <Link to="/cart" className={buttonVariants({ variant: 'outline' })}>
          Back to cart
        </Link>
        <Button type="submit">Continue to delivery</Button>
      </div>
    </form>
  );
}
