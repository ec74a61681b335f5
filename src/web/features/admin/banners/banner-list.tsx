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
import type { AdminBannerDto } from '../../../../shared/admin-banners';
import { Button } from '../../../components/ui/button';

const nameOf = (banners: AdminBannerDto[], id: string | number) =>
  banners.find((b) => b.id === id)?.altText ?? 'banner';
const positionOf = (banners: AdminBannerDto[], id: string | number) => banners.findIndex((b) => b.id === id) + 1;

function SortableBanner({
  banner,
  index,
  count,
  onMove,
  children,
}: {
  banner: AdminBannerDto;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: banner.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-start gap-3 rounded-xl border bg-white p-3 ${isDragging ? 'z-10 border-brand-700 shadow-lg' : 'border-gray-200'}`}
    >
      <div className="flex flex-col items-center gap-1">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="cursor-grab rounded p-2 text-muted hover:bg-gray-100 active:cursor-grabbing"
          {...attributes}
          {...listeners}
          aria-label={`Drag to reorder: ${banner.altText}`}
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
        <span className="text-xs font-semibold text-muted" aria-hidden="true">
          {index + 1}
        </span>
      </div>
      {children}
      {/* The keyboard and one-tap way: the same order change as a drag. */}
      <div className="flex gap-1 sm:flex-col">
        <Button
          size="icon"
          variant="outline"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={`Move up: ${banner.altText}`}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="outline"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={`Move down: ${banner.altText}`}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/**
 * The banners in carousel order, reordered by drag and drop (dnd-kit: pointer, or Space then arrow
 * keys on the handle, announced to screen readers) or by the move buttons. `onOrder` gets the new order.
 */
export function BannerList({
  banners,
  onOrder,
  renderBody,
}: {
  banners: AdminBannerDto[];
  onOrder: (next: AdminBannerDto[]) => void;
  renderBody: (banner: AdminBannerDto) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => onOrder(arrayMove(banners, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(positionOf(banners, active.id) - 1, positionOf(banners, over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To pick up a banner, press Space or Enter. Use the up and down arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) =>
            `Picked up ${nameOf(banners, active.id)}, position ${positionOf(banners, active.id)} of ${banners.length}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${nameOf(banners, active.id)} is over position ${positionOf(banners, over.id)} of ${banners.length}.`
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(banners, active.id)} dropped at position ${positionOf(banners, over.id)} of ${banners.length}.`
              : `${nameOf(banners, active.id)} dropped.`,
          onDragCancel: ({ active }) => `Moving ${nameOf(banners, active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={banners.map((b) => b.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3" aria-label="Banners in carousel order">
          {banners.map((banner, index) => (
            <SortableBanner key={banner.id} banner={banner} index={index} count={banners.length} onMove={move}>
              {renderBody(banner)}
            </SortableBanner>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
