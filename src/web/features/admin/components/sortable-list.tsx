import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** `cards`: boxed items with the arrows stacked (banners); `rows`: list rows with the arrows in line (categories). */
type Look = 'cards' | 'rows';
const LOOKS: Record<
  Look,
  { list: string; item: string; handle: string; arrows: string; arrow: string; arrowVariant: 'outline' | 'ghost' }
> = {
  cards: {
    list: 'space-y-3',
    item: 'items-start gap-3 rounded-xl border bg-white p-3',
    handle: 'p-2',
    arrows: 'flex gap-1 sm:flex-col',
    arrow: '',
    arrowVariant: 'outline',
  },
  // Narrow enough for a phone three levels deep: small arrows, a slim handle.
  rows: {
    list: 'divide-y divide-gray-100',
    item: 'items-center gap-1 bg-white py-2 pr-1 sm:gap-2 sm:pr-2',
    handle: 'px-1 py-2 sm:p-2',
    arrows: 'flex shrink-0',
    arrow: 'size-8 sm:size-10',
    arrowVariant: 'ghost',
  },
};

interface ItemProps {
  id: string;
  name: string;
  index: number;
  count: number;
  look: Look;
  onMove: (from: number, to: number) => void;
  body: ReactNode;
  below: ReactNode;
}

function SortableItem({ id, name, index, count, look, onMove, body, below }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const style = LOOKS[look];
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative flex min-w-0 flex-wrap ${style.item} ${isDragging ? 'z-10 border-brand-700 shadow-lg' : 'border-gray-200'}`}
    >
      <div className={look === 'cards' ? 'flex flex-col items-center gap-1' : 'flex items-center'}>
        <button
          ref={setActivatorNodeRef}
          type="button"
          className={`cursor-grab touch-none rounded text-muted hover:bg-gray-100 active:cursor-grabbing ${style.handle}`}
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder: ${name}`}
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
        {look === 'cards' ? (
          <span className="text-xs font-semibold text-muted" aria-hidden="true">
            {index + 1}
          </span>
        ) : null}
      </div>
      {body}
      {/* The keyboard and one-tap way: the same order change as a drag. */}
      <div className={style.arrows}>
        <Button
          size="icon"
          variant={style.arrowVariant}
          className={style.arrow}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={`Move up: ${name}`}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant={style.arrowVariant}
          className={style.arrow}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={`Move down: ${name}`}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
      {below ? <div className="min-w-0 basis-full">{below}</div> : null}
    </li>
  );
}

/**
 * A list staff put in order by drag and drop (dnd-kit: pointer or touch on the handle, or Space then the
 * arrow keys, announced to screen readers) or by the move buttons. `onOrder` gets the whole new order.
 * Lists may nest (a category's subcategories): each has its own context, so a drag stays among siblings.
 */
export function SortableList<T extends { id: string }>({
  items,
  nameOf,
  noun,
  label,
  look = 'cards',
  className = '',
  onOrder,
  renderBody,
  renderBelow,
}: {
  items: T[];
  nameOf: (item: T) => string;
  /** What an item is called in the spoken instructions: "banner", "category". */
  noun: string;
  /** The list's accessible name. */
  label: string;
  look?: Look;
  className?: string;
  onOrder: (next: T[]) => void;
  renderBody: (item: T) => ReactNode;
  renderBelow?: (item: T) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => items.findIndex((item) => item.id === id) + 1;
  const name = (id: string | number) => {
    const item = items.find((i) => i.id === id);
    return item ? nameOf(item) : noun;
  };
  const move = (from: number, to: number) => onOrder(arrayMove(items, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(position(active.id) - 1, position(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: `To pick up a ${noun}, press Space or Enter. Use the up and down arrow keys to move it, Space or Enter to drop it, Escape to cancel.`,
        },
        announcements: {
          onDragStart: ({ active }) =>
            `Picked up ${name(active.id)}, position ${position(active.id)} of ${items.length}.`,
          onDragOver: ({ active, over }) =>
            over ? `${name(active.id)} is over position ${position(over.id)} of ${items.length}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `${name(active.id)} dropped at position ${position(over.id)} of ${items.length}.`
              : `${name(active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className={`${LOOKS[look].list} ${className}`} aria-label={label}>
          {items.map((item, index) => (
            <SortableItem
              key={item.id}
              id={item.id}
              name={nameOf(item)}
              index={index}
              count={items.length}
              look={look}
              onMove={move}
              body={renderBody(item)}
              below={renderBelow?.(item)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
