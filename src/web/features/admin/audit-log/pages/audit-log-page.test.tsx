// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditLogDto } from '../../../../../shared/admin-audit';
import type { SessionUserDto } from '../../../../../shared/auth';
import { SESSION_KEY } from '../../../../lib/session';
import { renderWithProviders } from '../../../../test/render';
import { auditLogQuery } from '../api/audit-log-api';
import AuditLogPage from './audit-log-page';
import { seriousAxeViolations } from '../../../../test/axe';

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
      actorName: 'Asha Owner',
      actorRole: 'super_admin',
      action: 'staff.role',
      entityType: 'user',
      entityId: '3f6c1a2e-9b1d-4c7e-8a55-0c1d2e3f4a5b',
      entityLabel: 'Ravi Kumar',
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
    expect(screen.getByRole('heading', { name: 'Only a super admin can see this' })).toBeInTheDocument();
    expect(screen.queryByText('Ravi Kumar')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says who did what in words, with links, and keeps the raw record inside Details', () => {
    renderAs('super_admin');
    const list = screen.getByRole('list', { name: 'Audit entries, newest first' });
    const entry = within(list).getAllByRole('listitem')[0]!;
    const sentence = entry.querySelector('p')!;
    expect(sentence.textContent).toBe(
      'Asha Owner (super admin) changed the role of Ravi Kumar from Admin to Super admin',
    );
    expect(within(sentence).getByRole('link', { name: 'Ravi Kumar' }).getAttribute('href')).toBe('/admin/staff');
    expect(within(sentence).getByRole('link', { name: 'Asha Owner' }).getAttribute('href')).toBe(
      '/admin/audit-log?actor=owner%40example.test',
    );
    // 05:30 UTC on Nov 20 is 11:30 PM on Nov 19 in Chicago.
    expect(within(entry).getByText('Nov 19, 2026, 11:30 PM')).toBeInTheDocument();
    const details = entry.querySelector('details')!;
    expect(details.open).toBe(false);
    // No raw value (code, id, role code) is on the page until Details is opened.
    expect(entry.textContent).not.toMatch(/staff\.role|super_admin|[0-9a-f]{8}-[0-9a-f]{4}-/);
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(within(details).getByText('staff.role')).toBeInTheDocument();
    const changes = within(details).getByRole('table', { name: 'Changed fields' });
    const rows = within(changes).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['rolebefore: adminafter: super_admin']);
  });

  it('filters by person, kind of record and dates through the URL', () => {
    renderAs('super_admin');
    fireEvent.change(screen.getByLabelText('Person'), { target: { value: 'priya' } });
    fireEvent.change(screen.getByLabelText('Record'), { target: { value: 'order' } });
    fireEvent.change(screen.getByLabelText('From (store date)'), { target: { value: '2026-11-19' } });
    fireEvent.change(screen.getByLabelText('To (store date)'), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/admin/audit-log?actor=priya&entityType=order&from=2026-11-19&to=2026-11-20',
    );
  });

  it('has no serious or critical axe violations', async () => {
    const { container } = renderAs('super_admin');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
