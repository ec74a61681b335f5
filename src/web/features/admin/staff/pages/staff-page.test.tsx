// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMemberDto } from '../../../../../shared/admin-staff';
import type { SessionUserDto, StaffRole } from '../../../../../shared/auth';
import { SESSION_KEY } from '../../../../lib/session';
import { renderWithProviders } from '../../../../test/render';
import { staffQuery } from '../../components/staff-query';
import StaffPage from './staff-page';
import { seriousAxeViolations } from '../../../../test/axe';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const owner: StaffMemberDto = {
  userId: 'u1',
  email: 'owner@example.test',
  fullName: 'Meena Iyer',
  role: 'super_admin',
};
const manager: StaffMemberDto = { userId: 'u2', email: 'ravi@example.test', fullName: null, role: 'admin' };
const me = (member: StaffMemberDto): SessionUserDto => ({
  id: member.userId,
  email: member.email,
  fullName: member.fullName,
  role: member.role as StaffRole,
  emailVerified: true,
});

const renderAs = (member: StaffMemberDto) =>
  renderWithProviders(<StaffPage />, {
    route: '/admin/staff',
    data: [
      [SESSION_KEY, me(member)],
      [staffQuery.queryKey, [owner, manager]],
    ],
  });

/** The server's answer to the role change, recorded with what the page sent. */
function stubServer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (String(input).endsWith('/api/admin/staff')) return Response.json({ staff: [owner, manager] });
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('staff page', () => {
  it('a super admin gets role controls for others but never for themselves', () => {
    renderAs(owner);
    expect(screen.getByRole('heading', { name: 'Grant a role' })).toBeInTheDocument();
    expect(screen.getByLabelText('Role of ravi@example.test')).toBeInTheDocument();
    expect(screen.queryByLabelText('Role of owner@example.test')).toBeNull();
    expect(screen.getByText('(you)')).toBeInTheDocument();
  });

  it('an admin sees the list only', () => {
    renderAs(manager);
    expect(screen.queryByRole('heading', { name: 'Grant a role' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(screen.getByText(/Only a super admin can grant, change or revoke roles/)).toBeInTheDocument();
  });

  it('revoking asks first, then sends the change and shows the server’s refusal', async () => {
    const fetchMock = stubServer(422, {
      error: { code: 'LAST_SUPER_ADMIN', message: 'The shop must keep at least one super admin.' },
    });
    renderAs(owner);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke ravi@example.test' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Revoke staff access?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke access' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The shop must keep at least one super admin.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/admin/staff/role');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ravi@example.test', role: null });
  });

  it('grants a role by email', async () => {
    const fetchMock = stubServer(200, { member: { ...manager, email: 'new@example.test', userId: 'u3' } });
    renderAs(owner);
    fireEvent.change(screen.getByLabelText('Email of the account'), { target: { value: 'new@example.test' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'super_admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant role' }));
    await waitFor(() => expect((screen.getByLabelText('Email of the account') as HTMLInputElement).value).toBe(''));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      email: 'new@example.test',
      role: 'super_admin',
    });
  });

  it('refuses an address that is not an email before sending anything', async () => {
    const fetchMock = stubServer(200, {});
    renderAs(owner);
    const email = screen.getByLabelText('Email of the account');
    fireEvent.change(email, { target: { value: 'ravi at example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant role' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('has no serious or critical axe violations', async () => {
    const { container } = renderAs(owner);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
