// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSaleDto } from '../../../../../shared/admin-thursday-sale';
import { renderWithProviders } from '../../../../test/render';
import { adminSaleQuery, saleProductQuery } from '../api/thursday-sale-api';
import ThursdaySalePage from './thursday-sale-page';
import { seriousAxeViolations } from '../../../../test/axe';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sale: AdminSaleDto = {
  window: {
    active: false,
    endsAt: null,
    nextStartsAt: '2026-12-03T06:00:00.000Z',
    serverNow: '2026-12-02T18:00:00.000Z',
  },
  products: [
    {
      productId: '6f1c2b0a-1111-4222-8333-944455556666',
      slug: 'aged-basmati-rice',
      name: 'Aged Basmati Rice',
      brand: 'Daawat',
      categoryName: 'Rice',
      isActive: true,
      stockQuantity: 12,
      lines: [
        {
          variantId: '6f1c2b0a-1111-4222-8333-944455556667',
          variantName: '10 lb bag',
          regularPriceCents: 1899,
          salePriceCents: null,
        },
        {
          variantId: '6f1c2b0a-1111-4222-8333-944455556668',
          variantName: '20 lb bag',
          regularPriceCents: 3499,
          salePriceCents: 2499,
        },
      ],
    },
  ],
};

const renderPage = (data: AdminSaleDto = sale) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/thursday-sale" element={<ThursdaySalePage />} />
    </Routes>,
    { route: '/admin/thursday-sale', data: [[adminSaleQuery().queryKey, data]] },
  );

describe('Thursday sale admin page', () => {
  it('shows when the next sale starts in store time and each product’s regular and sale prices', () => {
    renderPage();
    expect(screen.getByText('Dec 3, 2026, 12:00 AM')).toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'Aged Basmati Rice' }).closest('tr')!;
    expect(within(row).getByText('$24.99')).toBeInTheDocument();
    expect(within(row).getByText('(29% off)')).toBeInTheDocument();
    // The size that is not on sale is not listed as if it were.
    expect(within(row).queryByText('10 lb bag:')).toBeNull();
  });

  it('says when the sale is running now and until when', () => {
    renderPage({
      ...sale,
      window: { ...sale.window, active: true, endsAt: '2026-12-04T06:00:00.000Z' },
    });
    expect(screen.getByText('On now')).toBeInTheDocument();
    expect(screen.getByText('Dec 4, 2026, 12:00 AM')).toBeInTheDocument();
  });

  it('checks sale prices with the server’s rules before sending anything, and fills a cut for every size', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Aged Basmati Rice sale prices' }));
    const dialog = screen.getByRole('dialog');
    const large = within(dialog).getByLabelText('20 lb bag (regular $34.99)');
    fireEvent.change(large, { target: { value: '19.99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save sale prices' }));
    expect(
      await within(dialog).findByText('The sale is up to 40% off: the sale price must be $21.00 or more'),
    ).toBeInTheDocument();
    expect(large).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(large, { target: { value: '35.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save sale prices' }));
    expect(
      await within(dialog).findByText('The sale price must be below the regular price of $34.99'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: '25% off' }));
    expect(within(dialog).getByLabelText('10 lb bag (regular $18.99)')).toHaveValue('14.24');
    expect(large).toHaveValue('26.24');
  });

  it('opens a product’s sale prices at once when linked from its edit page', () => {
    const product = sale.products[0]!;
    renderWithProviders(
      <Routes>
        <Route path="/admin/thursday-sale" element={<ThursdaySalePage />} />
      </Routes>,
      {
        route: `/admin/thursday-sale?product=${product.productId}`,
        data: [
          [adminSaleQuery().queryKey, sale],
          [saleProductQuery(product.productId).queryKey, product],
        ],
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Thursday sale prices: Aged Basmati Rice' });
    expect((within(dialog).getByLabelText('20 lb bag (regular $34.99)') as HTMLInputElement).value).toBe('24.99');
  });

  it('has no serious or critical axe violations, with the editor open too', async () => {
    const { container } = renderPage();
    expect(await seriousAxeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Aged Basmati Rice sale prices' }));
    expect(await seriousAxeViolations(screen.getByRole('dialog'))).toEqual([]);
  });
});
