import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { CART_TOASTS, DRAFT_NAME_MAX, DRAFT_NAME_REQUIRED_MESSAGE } from '../../../../shared/cart-constants';
import { formatCents } from '../../../../shared/money';
import { formatItemCount } from '../../../../shared/stock';
import { storeDayTime } from '../../../../shared/store-dates';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { CART_KEYS } from '../../../lib/cart-queries';
import { draftsQuery, storedCart } from '../api/cart-api';
import type { useCartAction } from '../api/use-cart-action';
import { ListSection } from './cart-lists';

type Run = ReturnType<typeof useCartAction>['run'];

/** Spec section 4: save the cart as a named draft; loading one re-adds each of its items. */
export function DraftOrders({ run, busy, cartEmpty }: { run: Run; busy: string | null; cartEmpty: boolean }) {
  const { data = [] } = useQuery(draftsQuery);
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const save = () => {
    if (!name.trim()) return setError(DRAFT_NAME_REQUIRED_MESSAGE);
    setError(null);
    void run('save-draft', () => storedCart.saveDraft(name.trim()), {
      success: ['Draft saved', `"${name.trim()}" keeps your cart as it is now.`],
      reload: ['drafts'],
      onDone: () => setName(''),
    });
  };

  return (
    <ListSection title="Draft orders" icon={<FileText className="size-5 text-brand-700" aria-hidden="true" />}>
      <form
        className="mt-3 flex flex-col gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          Draft name
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={name}
            maxLength={DRAFT_NAME_MAX}
            placeholder="e.g. Diwali party"
            aria-invalid={Boolean(error)}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" disabled={cartEmpty || busy === 'save-draft'}>
            Save cart as draft
          </Button>
        </div>
        {error ? <p className="text-sm text-red-700">{error}</p> : null}
      </form>
      {data.length === 0 ? <p className="mt-3 text-sm text-muted">No drafts yet.</p> : null}
      <ul className="mt-2 divide-y divide-gray-100" aria-label="Draft orders">
        {data.map((draft) => (
          <li key={draft.id} className="flex items-center gap-2 py-2" data-testid="draft-order">
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-ink">{draft.name}</p>
              <p className="text-xs text-muted">
                {formatItemCount(draft.itemCount)} · {formatCents(draft.totalAmountCents)} ·{' '}
                {storeDayTime(draft.createdAt)}
              </p>
            </div>
            <Button
              size="sm"
              variant="subtle"
              disabled={busy === draft.id}
              onClick={() =>
                void run(draft.id, () => storedCart.loadDraft(draft.id), {
                  reload: [],
                  onDone: ({ cart, adjustments }) => {
                    client.setQueryData(CART_KEYS.current, cart);
                    if (adjustments.length)
                      toast.error(CART_TOASTS.stockAlert[0], {
                        description: adjustments.map((a) => a.message).join(' '),
                      });
                    else toast.success('Draft loaded', { description: `"${draft.name}" is in your cart.` });
                  },
                })
              }
            >
              Load<span className="sr-only"> draft {draft.name}</span>
            </Button>
            <Button
              size="icon"
              variant="ghost"
              disabled={busy === draft.id}
              aria-label={`Delete draft ${draft.name}`}
              onClick={() => void run(draft.id, () => storedCart.deleteDraft(draft.id), { reload: ['drafts'] })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </ListSection>
  );
}
