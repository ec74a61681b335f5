// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AddressDto, ProfileDto } from '../../../../shared/account';
import { renderWithProviders } from '../../../test/render';
import { RequireAuth, RequireStaff } from '../../auth/components/require-auth';
import AddressesPage from './addresses-page';
import ProfilePage from './profile-page';

const user = { id: 'u1', email: 'priya@example.test', fullName: 'Priya Sharma', role: null, emailVerified: true };
const profile: ProfileDto = {
  userId: 'u1',
  email: 'priya@example.test',
  emailVerified: true,
  fullName: 'Priya Sharma',
  phone: '(972) 555-0138',
  dateOfBirth: null,
  hasPassword: true,
};
const address: AddressDto = {
  id: 'a1',
  label: 'Home',
  street: '7600 N MacArthur Blvd',
  street2: 'Apt 1204',
  city: 'Irving',
  state: 'TX',
  zipCode: '75038',
  country: 'US',
  isDefault: true,
  deliverable: true,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(route: string, data: [readonly unknown[], unknown][]) {
  return renderWithProviders(
    <>
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/account/profile" element={<ProfilePage />} />
          <Route path="/account/addresses" element={<AddressesPage />} />
        </Route>
        <Route element={<RequireStaff />}>
          <Route path="/admin/*" element={<p>admin area</p>} />
        </Route>
        <Route path="/admin/login" element={<p>staff login</p>} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    { route, data },
  );
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent)
    .find((t) => t && input.getAttribute('aria-invalid') === 'true');
};

afterEach(cleanup);

describe('protected routes', () => {
  it('send a guest to /login remembering the page', () => {
    renderAt('/account/addresses?tab=1', [[['session'], null]]);
    expect(screen.getByTestId('where').textContent).toBe('/login?returnTo=%2Faccount%2Faddresses%3Ftab%3D1');
  });
  it('show a spinner while the session loads', () => {
    renderAt('/account/profile', []);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });
  it('send a guest at /admin to the staff login, and tell a shopper it is staff only', () => {
    renderAt('/admin/orders', [[['session'], null]]);
    expect(screen.getByTestId('where').textContent).toBe('/admin/login?returnTo=%2Fadmin%2Forders');
    cleanup();
    renderAt('/admin/orders', [[['session'], user]]);
    expect(screen.getByText('This account does not have staff access.')).toBeInTheDocument();
    cleanup();
    renderAt('/admin/orders', [[['session'], { ...user, role: 'admin' }]]);
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });
});

describe('profile page', () => {
  const data: [readonly unknown[], unknown][] = [
    [['session'], user],
    [['account', 'profile'], profile],
  ];

  it('shows the email and checks full name, phone and birth date with the spec messages', async () => {
    renderAt('/account/profile', data);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('priya@example.test');
    type('Full name (optional)', 'P');
    type('Phone (optional)', '555-0138');
    type('Date of birth (optional)', '2020-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf('Full name (optional)')).toBe('Full name must be at least 2 characters'));
    expect(errorOf('Phone (optional)')).toBe('Phone number must be at least 10 digits');
    expect(errorOf('Date of birth (optional)')).toBe(
      'Please enter a valid birth date (must be between 18-100 years old)',
    );
  });

  it('change password needs the current password, the rules and the match', async () => {
    renderAt('/account/profile', data);
    type('New password', 'short');
    type('Confirm new password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(errorOf('Current password')).toBe('Current password is required'));
    expect(errorOf('New password')).toBe('Password must be at least 8 characters');
    expect(errorOf('Confirm new password')).toBe("Passwords don't match");
    expect(screen.getByText('Password strength: Very Weak')).toBeInTheDocument();
  });
});

describe('addresses page', () => {
  const data: [readonly unknown[], unknown][] = [
    [['session'], user],
    [
      ['account', 'addresses'],
      [
        address,
        { ...address, id: 'a2', label: 'Work', zipCode: '78701', city: 'Austin', isDefault: false, deliverable: false },
      ],
    ],
  ];

  it('lists addresses with the default and whether we deliver there', () => {
    renderAt('/account/addresses', data);
    const cards = screen.getAllByTestId('address-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('Default');
    expect(cards[0]!.textContent).toContain('We deliver to 75038');
    expect(cards[1]!.textContent).toContain("We don't deliver to 78701 yet");
    expect(screen.getByRole('button', { name: 'Set Work as default' })).toBeInTheDocument();
  });

  it('checks the US address shape, offers the 50 states and DC, and keeps the ZIP to 5 digits', async () => {
    renderAt('/account/addresses', data);
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getByLabelText('State').querySelectorAll('option')).toHaveLength(51);
    type('ZIP code', '75a03-8123');
    expect((screen.getByLabelText('ZIP code') as HTMLInputElement).value).toBe('75038');
    type('ZIP code', '750');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(errorOf('Street address')).toBe('Street address is required'));
    expect(errorOf('City')).toBe('City is required');
    expect(errorOf('ZIP code')).toBe('Please enter a valid 5-digit ZIP code');
  });
});
