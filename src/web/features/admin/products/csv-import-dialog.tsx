import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CSV_IMPORT_ROW_LIMIT } from '../../../../shared/admin-products';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { ADMIN_PRODUCT_KEYS } from './products-api';

interface ImportReport {
  applied: boolean;
  rows: number;
  products: number;
  creates: number;
  updates: number;
  unchanged: number;
  errors: { row: number; column: string; message: string }[];
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
            {report.errors.length ? (
              <>
                <p role="alert" className="font-semibold text-red-700">
                  {report.errors.length} problem{report.errors.length === 1 ? '' : 's'}: fix the file and choose it
                  again. Nothing was changed.
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
                        <td className="py-1 pr-3 font-mono">{e.column}</td>
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
