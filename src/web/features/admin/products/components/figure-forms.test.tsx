// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BulkProductAction } from '../../../../../shared/admin-bulk';
import type { AdminProductRowDto } from '../../../../../shared/admin-products';
import { renderWithProviders } from '../../../../test/render';
import { BulkProductDialog } from './bulk-product-dialog';
import { InlineEdit } from './inline-edit';

const PRODUCT_ID = '00000000-0000-4000-8000-000000000001';

/** Answers every request with `status` and `body`, and keeps what was sent. */
function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InlineEdit', () => {
  const open = () => {
    renderWithProviders(
      <InlineEdit productId={PRODUCT_ID} kind="price" value={499} label="Price of Toor Dal" weightBased={false} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Price of Toor Dal: $4.99. Edit' }));
    return screen.getByLabelText('Price of Toor Dal') as HTMLInputElement;
  };

  it('opens on the price in dollars and refuses text that is not an amount, before sending anything', async () => {
    const fetchMock = serve(200, {});
    const input = open();
    expect(input.value).toBe('4.99');
    fireEvent.change(input, { target: { value: 'four' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an amount such as 4.99');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the price in cents as the API names it, and shows the server’s refusal under the input', async () => {
    const fetchMock = serve(400, {
      error: { code: 'VALIDATION_FAILED', message: 'Invalid input', fields: { priceCents: 'Price is too high' } },
    });
    const input = open();
    fireEvent.change(input, { target: { value: '$1,299.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Price is too high');
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/admin/products/${PRODUCT_ID}`);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ priceCents: 129950 });
  });
});

describe('BulkProductDialog', () => {
  const row = { id: PRODUCT_ID, name: 'Toor Dal', priceCents: 1000 } as AdminProductRowDto;

  it('previews a price cut on the ticked rows and applies it as the API takes it', async () => {
    const onApply = vi.fn<(action: BulkProductAction) => void>();
    renderWithProviders(
      <BulkProductDialog
        kind="price"
        count={1}
        preview={[row]}
        busy={false}
        error={null}
        onApply={onApply}
        onClose={vi.fn()}
      />,
    );
    const apply = screen.getByRole('button', { name: 'Apply to 1 product' });
    expect(apply).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Percent'), { target: { value: '10' } });
    expect(await screen.findByText('Toor Dal: $10.00 → $9.00')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('By'), { target: { value: 'amount' } });
    fireEvent.change(screen.getByLabelText('Dollars'), { target: { value: '1.5' } });
    expect(await screen.findByText('Toor Dal: $10.00 → $8.50')).toBeInTheDocument();
    fireEvent.click(apply);
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ kind: 'price', mode: 'amount', value: -150 }));
  });

  it('puts the API’s message on the figure: at most 40% off in the Thursday sale', async () => {
    const onApply = vi.fn();
    renderWithProviders(
      <BulkProductDialog
        kind="sale_add"
        count={2}
        preview={[]}
        busy={false}
        error={null}
        onApply={onApply}
        onClose={vi.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText('Percent off'), { target: { value: '55' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to 2 products' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 40% off');
    expect(screen.getByLabelText('Percent off')).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
  });
});
