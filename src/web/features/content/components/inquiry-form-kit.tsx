import { CheckCircle2, Loader2 } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { HONEYPOT_FIELD } from '../../../../shared/inquiries';
import { Button } from '../../../components/ui/button';

/**
 * The honeypot: off screen and out of the accessibility tree, so people (and their screen readers)
 * never fill it; robots that fill every input do, and the server then drops the message quietly.
 */
export function Honeypot<T extends FieldValues>({ register }: { register: UseFormRegister<T> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD as Path<T>)} />
      </label>
    </div>
  );
}

export function FormProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

const subscribe = () => () => {};
/** False in the server's HTML and while the browser hydrates; true once React handles the form. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/**
 * The pages arrive rendered by the server: until React has taken the form over, a submit would be the
 * browser's own GET with the message in the URL. The button (and so Enter) waits for hydration.
 */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" size="lg" disabled={busy || !hydrated}>
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {busy ? 'Sending…' : label}
    </Button>
  );
}

/** The end of every query form: the spam trap, the server's refusal if any, and the send button. */
export function InquiryFormFooter<T extends FieldValues>({
  register,
  problem,
  busy,
  label,
}: {
  register: UseFormRegister<T>;
  problem: string | null;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      <Honeypot register={register} />
      <div className="grid gap-3 sm:col-span-2">
        <FormProblem message={problem} />
        <div>
          <SubmitButton busy={busy} label={label} />
        </div>
      </div>
    </>
  );
}

/** Where the answer will go, and whether the shop emailed the sender a copy (signed-in, verified senders only). */
export interface SentTo {
  email: string;
  acknowledged: boolean;
}

/** Shown in place of the form once the shop has the message. */
export function SentPanel({ title, sent, children }: { title: string; sent: SentTo; children?: React.ReactNode }) {
  return (
    <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-6">
      <p className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <CheckCircle2 className="size-6 text-brand-700" aria-hidden="true" />
        {title}
      </p>
      <p className="mt-2 text-ink">
        {sent.acknowledged ? 'We have emailed a copy to ' : 'We will reply to '}
        <strong>{sent.email}</strong>
        {sent.acknowledged ? ' and will reply within one business day.' : ' within one business day.'}
      </p>
      {children}
    </div>
  );
}
