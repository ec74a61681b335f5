// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditLogDto } from '../../../../shared/admin-audit';
import type { SessionUserDto } from '../../../../shared/auth';
import { SESSION_KEY } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { auditLogQuery } from './audit-log-api';
import AuditLogPage from './audit-log-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noFilters = { actor: '', action: '', entityType: '', entityId: '', from: '', to: '' };
const log: AuditLogDto = {
  entries: [
    {
      id: 'e1',
      actorId: 'u1',
      actorEmail: 'owner@example.test',
      action: 'staff.role',
      entityType: 'user',
      entityId: 'u2',
      summary: 'ravi@example.test: admin → super_admin',
      before: { role: 'admin', email: 'ravi@example.test' },
      after: { role: 'super_admin', email: 'ravi@example.test' },
      createdAt: '2026-11-20T05:30:00.000Z',
    },
  ],
  page: 1,
  pageSize: 50,
  total: 1,
};
const user = (role: SessionUserDto['role']): SessionUserDto => ({
  id: 'u1',
  email: 'owner@example.test',
  fullName: null,
  role,
  emailVerified: true,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const renderAs = (role: SessionUserDto['role']) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/audit-log" element={<AuditLogPage />} />
      </Routes>
      <Where />
    </>,
    {
      route: '/admin/audit-log',
      data: [
        [SESSION_KEY, user(role)],
        [auditLogQuery(noFilters, 1, 50).queryKey, log],
      ],
    },
  );

describe('audit log page', () => {
  it('tells an admin honestly that only a super admin can see it, and asks the server nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAs('admin');
    expect(screen.getByRole('heading', { name: 'Only a super admin can see this' })).toBeTruthy();
    expect(screen.queryByText(log.entries[0]!.summary)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows who did what and when, in store time, with only the fields that changed', () => {
    renderAs('super_admin');
    const entry = screen.getByText(log.entries[0]!.summary).closest('li')!;
    // 05:30 UTC on Nov 20 is 11:30 PM on Nov 19 in Chicago.
    expect(within(entry).getByText('Nov 19, 2026, 11:30 PM')).toBeTruthy();
    expect(within(entry).getByText(/by owner@example.test on user/)).toBeTruthy();
    const changes = within(entry).getByRole('table', { name: 'Changed fields' });
    const rows = within(changes).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['rolebefore: adminafter: super_admin']);
  });

  it('filters through the URL', () => {
    renderAs('super_admin');
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'order.' } });
    fireEvent.change(screen.getByLabelText('From (store date)'), { target: { value: '2026-11-19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByTestId('where').textContent).toBe('/admin/audit-log?action=order.&from=2026-11-19');
  });

  it('has no serious or critical axe violations', async () => {
    const { container } = renderAs('super_admin');
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});
