import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CSV_IMPORT_ROW_LIMIT } from '../../../../../shared/admin-products';
import { CSV_COLUMN_LABELS, type CsvProductDiff, type ImportReport } from '../../../../../shared/products-csv-diff';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { apiRequest } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { ADMIN_PRODUCT_KEYS } from '../../components/admin-products-query';

const columnLabel = (column: string) => CSV_COLUMN_LABELS[column] ?? column;
const cell = (value: string) => (value === '' ? 'empty' : value);
const ROW_STATE = { new: 'New row', changed: 'Changed', removed: 'Removed' } as const;

/** One product's rows that would change: "Price 2.99 → 2.49" per field, a new size, a size dropped. */
function ProductDiff({ product }: { product: CsvProductDiff }) {
  return (
    <li className="rounded-xl border border-gray-200 p-3">
      <p className="font-semibold text-ink">
        {product.name}{' '}
        <span className="font-normal text-muted">
          ({product.state === 'new' ? 'new product' : 'changed'}, {product.slug})
        </span>
      </p>
      <table className="mt-2 w-full text-left">
        <caption className="sr-only">Changes to {product.name}</caption>
        <thead>
          <tr className="text-muted">
            <th scope="col" className="py-1 pr-3 font-semibold">
              Row
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Size
            </th>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Field
            </th>
            <th scope="col" className="py-1 font-semibold">
              Old → new
            </th>
          </tr>
        </thead>
        <tbody className="align-top">
          {product.rows.flatMap((row, r) => {
            const fields = row.fields.length ? row.fields : [null];
            return fields.map((field, f) => (
              <tr key={`${r}-${f}`} className="border-t border-gray-100">
                <td className="py-1 pr-3 tabular-nums">{f === 0 ? (row.line ?? '—') : ''}</td>
                <td className="py-1 pr-3">
                  {f === 0 ? row.variant || (row.state === 'removed' ? '—' : 'One size') : ''}
                </td>
                <td className="py-1 pr-3">{field ? columnLabel(field.column) : ROW_STATE[row.state]}</td>
                <td className="py-1 break-words">
                  {field ? (
                    row.state === 'new' ? (
                      <span className="text-brand-800">{cell(field.after)}</span>
                    ) : (
                      <>
                        <del className="text-red-800">{cell(field.before)}</del> →{' '}
                        <ins className="text-brand-800 no-underline">{cell(field.after)}</ins>
                      </>
                    )
                  ) : row.state === 'removed' ? (
                    'This size is not in the file and would be removed'
                  ) : (
                    ''
                  )}
                </td>
              </tr>
            ));
          })}
        </tbody>
      </table>
    </li>
  );
}

/** The chosen file as text (FileReader: also where Blob.text() is missing). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

const send = (csv: string, apply: boolean) =>
  apiRequest<ImportReport>('POST', '/api/admin/products/import', { csv, apply });

/** Choose a file → the server's dry run (every row's problems) → apply, all or nothing. */
export function CsvImportDialog({ onClose }: { onClose: () => void }) {
  const client = useQueryClient();
  const inputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const check = useMutation({
    mutationFn: (text: string) => send(text, false),
    onError: (e) => toast.error(e.message),
  });
  const apply = useMutation({
    mutationFn: (text: string) => send(text, true),
    onSuccess: (report) => {
      if (!report.applied) return;
      toast.success(`Imported: ${report.creates} created, ${report.updates} updated`);
      void client.invalidateQueries({ queryKey: ADMIN_PRODUCT_KEYS.all });
      onClose();
    },
    onError: (e) => toast.error(e.message),
  });
  const report = apply.data ?? check.data;
  const changes = report ? report.creates + report.updates : 0;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle className="text-lg font-bold text-ink">Import products from CSV</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          Use the columns of Export CSV, one row per variant. The file is checked first; nothing changes until you apply
          it, and then every row is saved together or none is. At most {CSV_IMPORT_ROW_LIMIT.toLocaleString('en-US')}{' '}
          rows per file.
        </DialogDescription>
        <label htmlFor={inputId} className="mt-4 mb-1 block text-sm font-semibold text-ink">
          CSV file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="block text-sm file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            const text = await readText(file).catch(() => null);
            if (text === null) return toast.error('The file could not be read');
            setCsv(text);
            apply.reset();
            check.mutate(text);
          }}
        />
        {check.isPending ? <p className="mt-3 text-sm text-muted">Checking every row…</p> : null}
        {report ? (
          <div className="mt-4 space-y-3 text-sm" aria-live="polite">
            <p>
              {report.rows} rows, {report.products} products: {report.creates} new, {report.updates} changed,{' '}
              {report.unchanged} unchanged.
            </p>
            {report.diff?.length ? (
              <section aria-labelledby="csv-diff-heading">
                <h3 id="csv-diff-heading" className="font-bold text-ink">
                  {report.applied ? 'What changed' : 'What would change'}
                </h3>
                <ul className="mt-2 space-y-2">
                  {report.diff.map((product) => (
                    <ProductDiff key={product.slug} product={product} />
                  ))}
                </ul>
                {report.diffTruncated ? (
                  <p className="mt-2 text-muted">
                    The first {report.diff.length} changed products are shown; the import applies all of them.
                  </p>
                ) : null}
              </section>
            ) : null}
            {report.errors.length ? (
              <>
                <p role="alert" className="font-semibold text-red-700">
                  {report.errors.length} problem{report.errors.length === 1 ? '' : 's'}: these rows would be refused.
                  Fix the file and choose it again; nothing was changed.
                </p>
                <table className="w-full text-left">
                  <caption className="sr-only">Problems by row</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="py-1 pr-3">
                        Row
                      </th>
                      <th scope="col" className="py-1 pr-3">
                        Column
                      </th>
                      <th scope="col" className="py-1">
                        Problem
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.errors.slice(0, 200).map((e, i) => (
                      <tr key={i} className="border-t border-gray-100">
                        <td className="py-1 pr-3 tabular-nums">{e.row}</td>
                        <td className="py-1 pr-3">{columnLabel(e.column)}</td>
                        <td className="py-1">{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            ) : null}
          </div>
        ) : null}
        <div className="mt-4 flex gap-2">
          <Button
            disabled={!csv || !report || report.errors.length > 0 || changes === 0 || apply.isPending}
            onClick={() => csv && apply.mutate(csv)}
          >
            {apply.isPending ? 'Applying…' : changes ? `Apply ${changes} change${changes === 1 ? '' : 's'}` : 'Apply'}
          </Button>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
