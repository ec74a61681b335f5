import { Bookmark, NotebookPen } from 'lucide-react';
import { useId, useState } from 'react';
import type { CartLineDto } from '../../../../shared/cart';
import { CUSTOM_REQUIREMENTS_MESSAGE, MAX_CUSTOM_REQUIREMENTS } from '../../../../shared/cart-constants';
import { Button } from '../../../components/ui/button';
import { storedCart } from '../api/cart-api';
import type { useCartAction } from '../api/use-cart-action';

type Run = ReturnType<typeof useCartAction>['run'];

/** Under a stored line: its note for the packer ("ripe mangoes only") and Save for later. */
export function StoredLineExtras({ line, run, busy }: { line: CartLineDto; run: Run; busy: boolean }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const id = useId();
  const name = line.product.name;

  const saveForLater = () =>
    run(line.id, () => storedCart.saveForLater(line.id), {
      success: ['Saved for later', `${name} is in your saved items.`],
      reload: ['current', 'saved'],
    });

  if (editing) {
    const tooLong = text.trim().length > MAX_CUSTOM_REQUIREMENTS;
    return (
      <form
        className="mt-2 flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (tooLong) return;
          void run(line.id, () => storedCart.setNote(line.id, text.trim() || null), {
            failure: ['Error', 'Failed to save the note.'],
            reload: ['current'],
            onDone: () => setEditing(false),
          });
        }}
      >
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Note for {name}
        </label>
        <textarea
          id={id}
          rows={2}
          value={text}
          maxLength={MAX_CUSTOM_REQUIREMENTS + 50}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. ripe mangoes only"
          aria-invalid={tooLong}
          aria-describedby={`${id}-count`}
          className="w-full rounded-lg border border-gray-300 px-3 py-2 text-sm focus-visible:border-brand-700"
        />
        <div className="flex items-center justify-between gap-2 text-xs">
          <span id={`${id}-count`} className={tooLong ? 'font-semibold text-red-700' : 'text-muted'}>
            {tooLong ? CUSTOM_REQUIREMENTS_MESSAGE : `${text.trim().length}/${MAX_CUSTOM_REQUIREMENTS}`}
          </span>
          <span className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={busy || tooLong}>
              Save note
            </Button>
          </span>
        </div>
      </form>
    );
  }

  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {line.customRequirements ? (
        <p className="w-full italic text-muted" data-testid="line-note">
          Note: {line.customRequirements}
        </p>
      ) : null}
      <button
        type="button"
        className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        onClick={() => {
          setText(line.customRequirements ?? '');
          setEditing(true);
        }}
      >
        <NotebookPen className="size-4" aria-hidden="true" />
        {line.customRequirements ? 'Edit note' : 'Add a note'}
        <span className="sr-only"> for {name}</span>
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => void saveForLater()}
        className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline disabled:opacity-50"
      >
        <Bookmark className="size-4" aria-hidden="true" />
        Save for later<span className="sr-only"> {name}</span>
      </button>
    </div>
  );
}
