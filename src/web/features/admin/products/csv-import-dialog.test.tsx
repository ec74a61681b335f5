// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
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
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('3pricePrice cannot be negative');
    expect(screen.getByRole('button', { name: 'Apply 2 changes' })).toHaveProperty('disabled', true);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ csv: 'slug,name\r\n', apply: false });
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
