import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { ListPager } from './list-pager';

/**
 * How a column shows on a card below 768 px: `title` is the card's heading (beside the checkbox),
 * `media` a thumbnail before it, `field` a labelled value (the default), `wide` a labelled value on a
 * line of its own, `footer` a line of its own without a label (the row's buttons), `hide` left off the
 * card (it stays in the desktop table).
 */
export type CardHint = 'title' | 'media' | 'field' | 'wide' | 'footer' | 'hide';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    card?: CardHint;
    /** Right-aligned numbers in the desktop table. */
    numeric?: boolean;
  }
}

/** Ticked rows (by id) for bulk actions; `label` names a row for its checkbox ("Select US-…"). */
export interface RowSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  label: (row: T) => string;
}

export interface ServerSort {
  id: string;
  desc: boolean;
}

/** Classes per card hint: below md each row is a card, each cell a block on it. */
const LABELLED =
  'max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:text-muted max-md:before:content-[attr(data-label)]';
const CELL_CARD: Record<CardHint, string> = {
  title: 'max-md:min-w-0 max-md:flex-1 max-md:basis-40 max-md:text-base',
  media: 'max-md:shrink-0',
  field: `max-md:min-w-0 max-md:basis-[calc(50%-0.5rem)] max-md:wrap-anywhere ${LABELLED}`,
  wide: `max-md:min-w-0 max-md:basis-full max-md:wrap-anywhere ${LABELLED}`,
  footer: 'max-md:basis-full',
  hide: 'max-md:hidden',
};

/**
 * The admin's table for server-paged lists (TanStack Table in manual mode: the server sorts and pages,
 * the table only renders). A real <table> with a caption; a sortable header is a button inside the
 * <th>, whose aria-sort says the current order, so keyboard and screen-reader users sort like anyone.
 *
 * Below 768 px the same table is drawn as a list of cards from each column's `meta.card` hint, so no
 * list scrolls sideways on a phone; the explicit roles keep it a table for assistive technology (a
 * table restyled with display:block loses them in some browsers), and the header row keeps its sort
 * buttons and the select-all checkbox.
 */
export function DataTable<T>({
  caption,
  columns,
  data,
  sort,
  onSort,
  page,
  pageSize,
  total,
  onPage,
  busy,
  getRowId,
  empty,
  minWidth = 720,
  selection,
  pagerLabel,
}: {
  caption: string;
  columns: ColumnDef<T>[];
  data: T[];
  /** A list in a fixed order has no sort. */
  sort?: ServerSort;
  onSort?: (sort: ServerSort) => void;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
  getRowId: (row: T) => string;
  empty: ReactNode;
  /** The desktop table's narrowest width; cards take the phone's width instead. */
  minWidth?: number;
  selection?: RowSelection<T>;
  pagerLabel?: string;
}) {
  const sorting: SortingState = sort ? [sort] : [];
  const allColumns = selection ? [selectColumn(selection, data.map(getRowId)), ...columns] : columns;
  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId,
    state: { sorting },
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableSortingRemoval: false,
    getCoreRowModel: getCoreRowModel(),
  });

  return (
    <>
      <div
        // Relative: screen-reader-only header labels are positioned against the table's box, so they
        // never widen the page beyond it.
        className="relative rounded-xl border border-gray-200 bg-white max-md:border-0 max-md:bg-transparent md:overflow-x-auto"
        role="region"
        aria-label={caption}
        // A table wider than the screen scrolls sideways; keyboard users need to reach it to scroll it.
        tabIndex={0}
        aria-busy={busy}
      >
        <table
          role="table"
          className="w-full text-left text-sm max-md:block md:min-w-(--table-min)"
          style={{ '--table-min': `${minWidth}px` } as CSSProperties}
        >
          <caption className="sr-only">{caption}</caption>
          <thead role="rowgroup" className="bg-gray-50 text-ink max-md:mb-2 max-md:block max-md:bg-transparent">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row" className="max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-2">
                {group.headers.map((header) => {
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  // Sorting is the server's: a column sorts unless it says it does not (TanStack's own
                  // getCanSort also wants an accessor, which these display columns do not have).
                  const canSort =
                    onSort && header.column.id !== 'select' && header.column.columnDef.enableSorting !== false;
                  const sorted = header.column.getIsSorted();
                  const isSelect = header.column.id === 'select';
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      role="columnheader"
                      className={cn(
                        'px-3 py-2 font-semibold',
                        header.column.columnDef.meta?.numeric && 'text-right',
                        // On cards the header row keeps what acts: select-all and the sort buttons.
                        isSelect
                          ? 'max-md:rounded-lg max-md:border max-md:border-gray-200 max-md:bg-white max-md:px-2.5 max-md:py-1.5'
                          : canSort
                            ? 'max-md:p-0'
                            : 'max-md:sr-only',
                      )}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-brand-700 max-md:mx-0 max-md:min-h-9 max-md:rounded-lg max-md:border max-md:border-gray-200 max-md:bg-white max-md:px-2.5 max-md:font-medium"
                          // Clicking a new column starts with its natural order; clicking again flips it.
                          onClick={() =>
                            onSort({
                              id: header.column.id,
                              desc: sorted ? sorted === 'asc' : header.column.id !== 'status',
                            })
                          }
                        >
                          {label}
                          {sorted === 'asc' ? (
                            <ArrowUp className="size-4" aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown className="size-4" aria-hidden="true" />
                          ) : (
                            <ArrowUpDown className="size-4 text-muted" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody role="rowgroup" className="max-md:block max-md:space-y-3">
            {table.getRowModel().rows.length === 0 ? (
              <tr
                role="row"
                className="max-md:block max-md:rounded-xl max-md:border max-md:border-gray-200 max-md:bg-white"
              >
                <td role="cell" colSpan={allColumns.length} className="px-3 py-8 text-center text-muted max-md:block">
                  {empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  role="row"
                  className="border-t border-gray-100 hover:bg-gray-50 aria-selected:bg-brand-50 max-md:flex max-md:flex-wrap max-md:items-start max-md:gap-x-4 max-md:gap-y-2 max-md:rounded-xl max-md:border max-md:border-gray-200 max-md:bg-white max-md:p-3 max-md:hover:bg-white max-md:aria-selected:border-brand-300 max-md:aria-selected:bg-brand-50"
                  aria-selected={selection ? selection.selected.has(row.id) : undefined}
                >
                  {row.getVisibleCells().map((cell) => {
                    const { meta, header } = cell.column.columnDef;
                    const hint: CardHint = cell.column.id === 'select' ? 'media' : (meta?.card ?? 'field');
                    return (
                      <td
                        key={cell.id}
                        role="cell"
                        // The card's label for a value: drawn from the header, only on cards.
                        data-label={typeof header === 'string' ? header : undefined}
                        className={cn(
                          'px-3 py-2 align-top max-md:block max-md:p-0',
                          meta?.numeric && 'md:text-right md:tabular-nums',
                          CELL_CARD[hint],
                        )}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <ListPager
        page={page}
        pageSize={pageSize}
        total={total}
        onPage={onPage}
        label={pagerLabel ?? `${caption} pages`}
      />
    </>
  );
}

/** The checkbox column: one per row, and one in the header for every row on this page. */
function selectColumn<T>(selection: RowSelection<T>, pageIds: string[]): ColumnDef<T> {
  const { selected, onChange, label } = selection;
  const ticked = pageIds.filter((id) => selected.has(id)).length;
  const all = pageIds.length > 0 && ticked === pageIds.length;
  return {
    id: 'select',
    enableSorting: false,
    header: () => (
      <label className="inline-flex items-center gap-2">
        <input
          type="checkbox"
          className="size-4 accent-brand-700 max-md:size-5"
          aria-label="Select all rows on this page"
          checked={all}
          ref={(box) => {
            if (box) box.indeterminate = ticked > 0 && !all;
          }}
          onChange={() => {
            const next = new Set(selected);
            for (const id of pageIds) {
              if (all) next.delete(id);
              else next.add(id);
            }
            onChange(next);
          }}
        />
        <span className="font-medium md:hidden" aria-hidden="true">
          Select all
        </span>
      </label>
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className="size-4 accent-brand-700 max-md:mt-0.5 max-md:size-5"
        aria-label={`Select ${label(row.original)}`}
        checked={selected.has(row.id)}
        onChange={() => {
          const next = new Set(selected);
          if (next.has(row.id)) next.delete(row.id);
          else next.add(row.id);
          onChange(next);
        }}
      />
    ),
  };
}
