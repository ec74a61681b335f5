import { type ColumnDef, flexRender, getCoreRowModel, type SortingState, useReactTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListPager } from './list-pager';

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

/**
 * The admin's table for server-paged lists (TanStack Table in manual mode: the server sorts and pages,
 * the table only renders). A real <table> with a caption; a sortable header is a button inside the
 * <th>, whose aria-sort says the current order, so keyboard and screen-reader users sort like anyone.
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
}: {
  caption: string;
  columns: ColumnDef<T>[];
  data: T[];
  sort: ServerSort;
  onSort: (sort: ServerSort) => void;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
  getRowId: (row: T) => string;
  empty: ReactNode;
  minWidth?: number;
  selection?: RowSelection<T>;
}) {
  const sorting: SortingState = [sort];
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
        className="overflow-x-auto rounded-xl border border-gray-200 bg-white"
        role="region"
        aria-label={caption}
        // A table wider than a phone scrolls sideways; keyboard users need to reach it to scroll it.
        tabIndex={0}
        aria-busy={busy}
      >
        <table className="w-full text-left text-sm" style={{ minWidth }}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-gray-50 text-ink">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  const canSort = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2 font-semibold"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-brand-700"
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
          <tbody>
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={allColumns.length} className="px-3 py-8 text-center text-muted">
                  {empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-t border-gray-100 hover:bg-gray-50 aria-selected:bg-brand-50"
                  aria-selected={selection ? selection.selected.has(row.id) : undefined}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2 align-top">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <ListPager page={page} pageSize={pageSize} total={total} onPage={onPage} label={`${caption} pages`} />
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
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
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
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
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
