import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type FranchiseInput, franchiseInput, INVESTMENT_RANGES } from '../../../../shared/inquiries';
import { FormField } from '../../../components/forms/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useSendInquiry } from '../api/inquiries-api';
import { showServerError } from '../../../lib/form-errors';
import { InquiryFormFooter, SentPanel, type SentTo } from './inquiry-form-kit';

const FIELDS = ['name', 'email', 'phone', 'city', 'investmentRange', 'experience'];

export function FranchiseForm() {
  const send = useSendInquiry('franchise');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<SentTo | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FranchiseInput, unknown, z.output<typeof franchiseInput>>({
    resolver: zodResolver(franchiseInput),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      city: '',
      investmentRange: '' as never,
      experience: '',
      website: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const sent = await send.mutateAsync(values);
      setSentTo({ email: values.email, acknowledged: sent.acknowledged });
    } catch (error) {
      setProblem(showServerError(error, setError, FIELDS));
    }
  });

  if (sentTo) return <SentPanel title="Thank you, your franchise enquiry has been sent." sent={sentTo} />;
  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-4 sm:grid-cols-2" aria-label="Franchise enquiry">
      <FormField label="Your name" error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
      <FormField label="City where you would open" error={errors.city?.message}>
        <Input autoComplete="address-level2" {...register('city')} />
      </FormField>
      <FormField label="Investment you can make" error={errors.investmentRange?.message} className="sm:col-span-2">
        <NativeSelect {...register('investmentRange')}>
          <option value="">Choose a range</option>
          {INVESTMENT_RANGES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label="Your experience"
        hint="Retail, grocery or restaurant experience, and why you want to run a Desi Grocer store"
        error={errors.experience?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={6} {...register('experience')} />
      </FormField>
      <InquiryFormFooter register={register} problem={problem} busy={isSubmitting} label="Send enquiry" />
    </form>
  );
}
