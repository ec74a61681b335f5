import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { useChatHandoff } from '../api/chat-api';

/**
 * The shopper's consent to hand the conversation to staff. A guest says where the team may write;
 * a signed-in shopper's account address is used.
 */
export function ChatHandoffForm({ conversationId, signedIn }: { conversationId: string; signedIn: boolean }) {
  const handoff = useChatHandoff();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const error = handoff.error instanceof ApiError ? handoff.error : null;
  const fieldError = (field: string) => error?.fields?.[field];
  return (
    <form
      className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm"
      aria-label="Hand this conversation to our team"
      onSubmit={(event) => {
        event.preventDefault();
        handoff.mutate({ conversationId, ...(signedIn ? {} : { name, email }) });
      }}
    >
      <p>Our team can read this conversation and reply by email and here in the chat.</p>
      {signedIn ? null : (
        <>
          <label className="flex flex-col gap-1 font-medium">
            Your name
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
              aria-invalid={Boolean(fieldError('name'))}
              aria-describedby={fieldError('name') ? 'chat-handoff-name-error' : undefined}
            />
          </label>
          {fieldError('name') ? (
            <p id="chat-handoff-name-error" className="text-red-700">
              {fieldError('name')}
            </p>
          ) : null}
          <label className="flex flex-col gap-1 font-medium">
            Your email
            <Input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
              aria-invalid={Boolean(fieldError('email'))}
              aria-describedby={fieldError('email') ? 'chat-handoff-email-error' : undefined}
            />
          </label>
          {fieldError('email') ? (
            <p id="chat-handoff-email-error" className="text-red-700">
              {fieldError('email')}
            </p>
          ) : null}
        </>
      )}
      {error && !error.fields ? (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      ) : null}
      <Button type="submit" disabled={handoff.isPending}>
        {handoff.isPending ? 'Sending…' : 'Yes, pass it to the team'}
      </Button>
    </form>
  );
}
