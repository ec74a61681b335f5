// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { InquiryDetailDto, InquiryListDto } from '../../../../../shared/inquiries';
import { renderWithProviders } from '../../../../test/render';
import { staffQuery } from '../../components/staff-query';
import { inquiriesQuery, inquiryDetailQuery } from '../api/inquiries-api';
import InquiriesPage from './inquiries-page';
import InquiryDetailPage from './inquiry-detail-page';

afterEach(cleanup);

const MARKUP = '<script>alert("inbox")</script><img src=x onerror=alert(1)>';
const summary = {
  id: '5d2a3b4c-1111-4222-8333-444455556666',
  kind: 'bulk_order' as const,
  status: 'new' as const,
  name: '<b>Ravi</b> Shankar',
  email: 'ravi@example.test',
  subject: 'Bulk order for Sri Venkateswara Temple, Irving: 55 items for 2026-12-02',
  preview: MARKUP,
  assignee: null,
  createdAt: '2026-11-25T15:30:00.000Z',
};
const list: InquiryListDto = { queries: [summary], total: 1, page: 1, pageSize: 25 };
const detail: InquiryDetailDto = {
  ...summary,
  phone: '214-555-0190',
  message: `For the annadanam.\n${MARKUP}`,
  details: [
    { label: 'Organisation', value: 'Sri Venkateswara Temple, Irving' },
    { label: 'Product 1', value: 'Sona Masoori rice, 20 lb bag × 30' },
  ],
  thread: [
    {
      id: 't1',
      kind: 'note',
      authorEmail: 'admin@demo.test',
      body: 'Called back.',
      createdAt: '2026-11-25T16:00:00.000Z',
    },
  ],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const renderAt = (route: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/queries" element={<InquiriesPage />} />
        <Route path="/admin/queries/:id" element={<InquiryDetailPage />} />
      </Routes>
      <Where />
    </>,
    {
      route,
      data: [
        [inquiriesQuery({ status: '', kind: '', assignee: '', q: '', page: 1, pageSize: 25 }).queryKey, list],
        [inquiryDetailQuery(summary.id).queryKey, detail],
        [staffQuery.queryKey, [{ userId: 'u1', email: 'admin@demo.test', fullName: null, role: 'super_admin' }]],
      ],
    },
  );

async function seriousViolations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('queries inbox', () => {
  it('lists each query with a link, and shows markup a sender typed as text', () => {
    const { container } = renderAt('/admin/queries');
    expect(screen.getByRole('link', { name: summary.subject }).getAttribute('href')).toBe(
      `/admin/queries/${summary.id}`,
    );
    expect(screen.getByText(MARKUP)).toBeInTheDocument();
    expect(screen.getByText(/<b>Ravi<\/b> Shankar/)).toBeInTheDocument();
    expect(container.querySelector('script, img, b')).toBeNull();
  });

  it('puts the filters in the URL', () => {
    renderAt('/admin/queries');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'new' } });
    fireEvent.change(screen.getByLabelText('Search name, email or text'), { target: { value: ' temple ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('where').textContent).toBe('/admin/queries?status=new&q=temple');
  });

  it('shows one query with its details and thread, markup as text', () => {
    const { container } = renderAt(`/admin/queries/${summary.id}`);
    expect(screen.getByRole('heading', { level: 1, name: summary.subject })).toBeInTheDocument();
    expect(screen.getByText('Sona Masoori rice, 20 lb bag × 30')).toBeInTheDocument();
    expect(screen.getByText(/alert\("inbox"\)/).textContent).toBe(detail.message);
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(screen.getByText('Called back.')).toBeInTheDocument();
    expect(screen.getByLabelText('Reply to ravi@example.test')).toBeInTheDocument();
  });

  it('refuses an empty reply with the shared message', async () => {
    renderAt(`/admin/queries/${summary.id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your reply must be at least 2 characters');
  });

  it('has no serious or critical axe violations', async () => {
    const list = renderAt('/admin/queries');
    expect(await seriousViolations(list.container)).toEqual([]);
    cleanup();
    const one = renderAt(`/admin/queries/${summary.id}`);
    expect(await seriousViolations(one.container)).toEqual([]);
  });
});
