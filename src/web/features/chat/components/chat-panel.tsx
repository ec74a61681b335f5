import { zodResolver } from '@hookform/resolvers/zod';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SUGGESTED_QUESTIONS,
  type ChatMessageDto,
  chatMessageInput,
} from '../../../../shared/chat';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { showServerError } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useChatConversation, useChatFeedback, useMarkChatRead, useSendChatMessage } from '../api/chat-api';
import { ChatHandoffForm } from './chat-handoff-form';
import { SendIcon } from './chat-icons';
import { ChatMessage } from './chat-message';

/** The message box holds what the API takes as `message`, checked by its schema. */
const messageForm = chatMessageInput.pick({ message: true });
type MessageForm = { message: string };

const WELCOME =
  'Namaste! Ask me about products, delivery to your ZIP code, your orders, recipes or our policies. I answer from the shop’s own information.';

/**
 * The chat panel: a dialog (full screen on phones, a panel at the corner from tablets up) that traps
 * focus and closes on Escape. New messages are announced politely through the log's live region.
 */
export default function ChatPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const session = useSession();
  const conversation = useChatConversation(open);
  const send = useSendChatMessage();
  const rate = useChatFeedback();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    setFocus,
    control,
    formState: { errors },
  } = useForm<MessageForm>({
    resolver: zodResolver(messageForm),
    defaultValues: { message: '' },
    // A refusal stays above the box until the next message, as the shopper edits it.
    reValidateMode: 'onSubmit',
  });
  const draft = useWatch({ control, name: 'message' });
  const [pending, setPending] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);

  const data = conversation.data;
  const messages = data?.messages ?? [];
  const conversationId = data?.conversationId ?? null;
  const last = messages.at(-1);
  const offerHandoff = Boolean(last?.offerHandoff && !data?.handedOff && conversationId);
  useMarkChatRead(conversationId, open, messages.length);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending, offerHandoff]);

  /** A typed message or a suggested question; a refused one goes back into the box with the server's reason. */
  function ask(text: string) {
    const message = text.trim();
    if (!message || send.isPending) return;
    clearErrors();
    setPending(message);
    setValue('message', '');
    send.mutate(
      { conversationId, message },
      {
        onSettled: () => setPending(null),
        onError: (error) => {
          setValue('message', message);
          const problem =
            error instanceof ApiError ? showServerError(error, setError, ['message']) : 'Please try again.';
          if (problem) setError('message', { message: problem });
        },
      },
    );
  }
  const submit = handleSubmit(({ message }) => ask(message));

  const rateAnswer = (m: ChatMessageDto) =>
    m.role === 'assistant' && conversationId
      ? (rating: 'up' | 'down') => rate.mutate({ conversationId, messageId: m.id, rating })
      : undefined;
  const close = () => onOpenChange(false);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/30 sm:bg-black/10" />
        <DialogPrimitive.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            setFocus('message');
          }}
          className="fixed inset-0 z-50 flex flex-col bg-white shadow-2xl sm:inset-auto sm:bottom-4 sm:right-4 sm:h-[min(640px,calc(100dvh-2rem))] sm:w-[400px] sm:rounded-2xl"
        >
          <header className="flex items-start gap-3 border-b border-gray-200 px-4 py-3">
            <div className="flex-1">
              <DialogPrimitive.Title className="text-base font-bold text-brand-800">
                Chat with Desi Grocer
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-xs text-muted">
                Answers from our shop: products, delivery, orders, recipes and policies.
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close
              className="inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-gray-100"
              aria-label="Close chat"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </header>

          <div className="flex-1 overflow-y-auto px-4 py-3">
            <p className="mb-3 rounded-2xl bg-gray-100 px-3 py-2 text-sm">{WELCOME}</p>
            {conversation.isError ? (
              <p role="alert" className="text-sm text-red-700">
                We couldn't load your conversation. Close the chat and open it again.
              </p>
            ) : null}
            <div role="log" aria-live="polite" aria-label="Conversation">
              <ol className="flex flex-col gap-3">
                {messages.map((m) => (
                  <ChatMessage key={m.id} message={m} onNavigate={close} onRate={rateAnswer(m)} />
                ))}
                {pending ? (
                  <ChatMessage
                    message={{
                      id: 'pending',
                      role: 'shopper',
                      text: pending,
                      intent: null,
                      source: null,
                      products: [],
                      recipes: [],
                      orders: [],
                      offerHandoff: false,
                      feedback: null,
                      createdAt: '',
                    }}
                    onNavigate={close}
                  />
                ) : null}
              </ol>
            </div>
            {pending ? (
              <p className="mt-3 flex items-center gap-2 text-sm text-muted">
                <span className="flex gap-1" aria-hidden="true">
                  {[0, 150, 300].map((delay) => (
                    <span
                      key={delay}
                      className="size-2 animate-bounce rounded-full bg-gray-400"
                      style={{ animationDelay: `${delay}ms` }}
                    />
                  ))}
                </span>
                Assistant is typing…
              </p>
            ) : null}
            {offerHandoff && conversationId ? (
              <div className="mt-3">
                <ChatHandoffForm conversationId={conversationId} signedIn={session.status === 'signed-in'} />
              </div>
            ) : null}
            {data?.handedOff ? (
              <p className="mt-3 text-xs text-muted">
                Our team has this conversation; their reply will appear here and in your email.
              </p>
            ) : null}
            {!messages.length && !pending ? (
              <div className="mt-4">
                <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">Try asking</p>
                <ul className="flex flex-wrap gap-2">
                  {CHAT_SUGGESTED_QUESTIONS.map((question) => (
                    <li key={question}>
                      <button
                        type="button"
                        onClick={() => ask(question)}
                        className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm text-brand-800 hover:bg-brand-100"
                      >
                        {question}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div ref={end} />
          </div>

          <form className="border-t border-gray-200 px-4 py-3" noValidate onSubmit={(event) => void submit(event)}>
            {errors.message ? (
              <p role="alert" className="mb-2 text-sm text-red-700">
                {errors.message.message}
              </p>
            ) : null}
            <div className="flex items-end gap-2">
              <label htmlFor="chat-message" className="sr-only">
                Your question
              </label>
              <Textarea
                id="chat-message"
                rows={1}
                maxLength={CHAT_MESSAGE_MAX_LENGTH}
                placeholder="Ask a question…"
                className="min-h-10 resize-none"
                {...register('message')}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey) {
                    event.preventDefault();
                    if (draft.trim()) void submit();
                  }
                }}
              />
              <Button type="submit" size="icon" aria-label="Send" disabled={!draft.trim() || send.isPending}>
                <SendIcon />
              </Button>
            </div>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
