import type { ReactNode } from 'react';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * A chart with its accessible name (the heading), a one-line summary anyone can read, and the same
 * figures as a table for screen readers. The drawing itself is hidden from assistive technology: the
 * table says everything it shows.
 */
export function ChartFigure<Row>({
  id,
  title,
  summary,
  rows,
  columns,
  children,
  empty,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  rows: Row[];
  columns: TableColumn<Row>[];
  children: ReactNode;
  empty?: string;
}) {
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
        {title}
      </h2>
      <figcaption className="mt-1 text-sm text-muted">{summary}</figcaption>
      {rows.length ? (
        <>
          <div aria-hidden="true" className="mt-3">
            {children}
          </div>
          {/* sr-only on a wrapper: a table ignores the 1px width and would widen the page. */}
          <div className="sr-only">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.header} scope="col">
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i}>
                    {columns.map((c) => (
                      <td key={c.header}>{c.cell(row)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p className="mt-6 mb-4 text-center text-sm text-muted">{empty ?? 'Nothing sold in this period yet.'}</p>
      )}
    </figure>
  );
}
