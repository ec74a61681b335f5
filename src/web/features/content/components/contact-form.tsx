import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CONTACT_TOPICS, type ContactInput, contactInput } from '../../../../shared/inquiries';
import { FormField } from '../../../components/forms/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useSendInquiry } from '../api/inquiries-api';
import { showServerError } from '../../../lib/form-errors';
import { InquiryFormFooter, SentPanel, type SentTo } from './inquiry-form-kit';

const FIELDS = ['name', 'email', 'phone', 'topic', 'message'];

export function ContactForm() {
  const send = useSendInquiry('contact');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<SentTo | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, z.output<typeof contactInput>>({
    resolver: zodResolver(contactInput),
    defaultValues: { name: '', email: '', phone: '', topic: '' as never, message: '', website: '' },
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

  if (sentTo) return <SentPanel title="Thank you, your message has been sent." sent={sentTo} />;
  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-4 sm:grid-cols-2" aria-label="Contact us">
      <FormField label="Your name" error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <FormField label="Phone" optional error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register('phone')} />
      </FormField>
      <FormField label="What is it about?" error={errors.topic?.message}>
        <NativeSelect {...register('topic')}>
          <option value="">Choose a topic</option>
          {CONTACT_TOPICS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label="Message"
        hint="Include your order number if it is about an order."
        error={errors.message?.message}
        className="sm:col-span-2"
      >
        <Textarea rows={6} {...register('message')} />
      </FormField>
      <InquiryFormFooter register={register} problem={problem} busy={isSubmitting} label="Send message" />
    </form>
  );
}
