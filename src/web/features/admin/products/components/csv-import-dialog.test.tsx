// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { CsvImportDialog } from './csv-import-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('CSV import dialog', () => {
  it("shows the dry run's problems by row and offers no apply while there are any", async () => {
    const fetchMock = vi.fn(async () =>
      json({
        applied: false,
        rows: 3,
        products: 2,
        creates: 1,
        updates: 1,
        unchanged: 0,
        errors: [{ row: 3, column: 'price', message: 'Price cannot be negative' }],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CsvImportDialog onClose={() => undefined} />);
    const file = new File(['slug,name\r\n'], 'catalog.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
    const table = await screen.findByRole('table', { name: 'Problems by row' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('3PricePrice cannot be negative');
    expect(screen.getByRole('button', { name: 'Apply 2 changes' })).toHaveProperty('disabled', true);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ csv: 'slug,name\r\n', apply: false });
  });

  it('shows per row and field what the import would change, old → new, before it is applied', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          applied: false,
          rows: 3,
          products: 2,
          creates: 1,
          updates: 1,
          unchanged: 0,
          errors: [],
          diffTruncated: false,
          diff: [
            {
              slug: 'toor-dal',
              name: 'Toor Dal',
              state: 'changed',
              rows: [
                {
                  line: 2,
                  variant: '1 kg',
                  state: 'changed',
                  fields: [
                    { column: 'price', before: '2.99', after: '2.49' },
                    { column: 'stock', before: '10', after: '8' },
                  ],
                },
                { line: null, variant: '5 kg', state: 'removed', fields: [] },
              ],
            },
            {
              slug: 'upma-mix',
              name: 'Upma Mix',
              state: 'new',
              rows: [{ line: 3, variant: '', state: 'new', fields: [{ column: 'price', before: '', after: '3.49' }] }],
            },
          ],
        }),
      ),
    );
    renderWithProviders(<CsvImportDialog onClose={() => undefined} />);
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [new File(['x'], 'a.csv')] } });
    const changed = await screen.findByRole('table', { name: 'Changes to Toor Dal' });
    expect(
      within(changed)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '21 kgPrice2.99 → 2.49',
      'Stock10 → 8',
      '—5 kgRemovedThis size is not in the file and would be removed',
    ]);
    const added = screen.getByRole('table', { name: 'Changes to Upma Mix' });
    expect(within(added).getAllByRole('row')[1]!.textContent).toBe('3One sizePrice3.49');
    expect(screen.getByRole('heading', { name: 'What would change' })).toBeInTheDocument();
  });

  it('applies a clean file after its check', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        json({ applied: false, rows: 2, products: 1, creates: 1, updates: 0, unchanged: 0, errors: [] }),
      )
      .mockResolvedValueOnce(
        json({ applied: true, rows: 2, products: 1, creates: 1, updates: 0, unchanged: 0, errors: [] }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    renderWithProviders(<CsvImportDialog onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [new File(['x'], 'a.csv')] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply 1 change' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse((fetchMock.mock.calls[1] as [string, RequestInit])[1].body as string)).toMatchObject({
      apply: true,
    });
  });
});
