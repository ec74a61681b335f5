import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { chatHandoffInput } from '../../../../shared/chat';
import { FormField } from '../../../components/forms/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { showServerError } from '../../../lib/form-errors';
import { useChatHandoff } from '../api/chat-api';

const handoffForm = chatHandoffInput.omit({ conversationId: true });
const FIELDS = ['name', 'email'] as const;

/**
 * The shopper's consent to hand the conversation to staff. A guest says where the team may write;
 * a signed-in shopper's account address is used.
 */
export function ChatHandoffForm({ conversationId, signedIn }: { conversationId: string; signedIn: boolean }) {
  const handoff = useChatHandoff();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(handoffForm),
    defaultValues: signedIn ? {} : { name: '', email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await handoff.mutateAsync({ conversationId, ...(signedIn ? {} : values) });
    } catch (error) {
      setProblem(showServerError(error, setError, FIELDS));
    }
  });
  return (
    <form
      className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm"
      aria-label="Hand this conversation to our team"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <p>Our team can read this conversation and reply by email and here in the chat.</p>
      {signedIn ? null : (
        <>
          <FormField label="Your name" error={errors.name?.message}>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label="Your email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
        </>
      )}
      {problem ? (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={handoff.isPending}>
        {handoff.isPending ? 'Sending…' : 'Yes, pass it to the team'}
      </Button>
    </form>
  );
}
