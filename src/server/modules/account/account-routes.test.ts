import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIRTH_DATE_MESSAGE, storeToday } from '../../../shared/account';
import { type Shopper, signInShopper, startShop, type TestShop } from '../../test/harness';

let shop: TestShop;
let owner: Shopper;
let stranger: Shopper;
beforeAll(async () => {
  shop = await startShop();
  owner = await signInShopper(shop, { fullName: 'Lakshmi Rao' });
  stranger = await signInShopper(shop);
});
afterAll(() => shop?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  shop.app.inject({
    method,
    url,
    headers: { cookie, origin: shop.config.publicUrl },
    ...(payload ? { payload: payload as object } : {}),
  });

const home = {
  label: 'Home',
  street: '5300 N MacArthur Blvd',
  street2: 'Apt 12',
  city: 'Irving',
  state: 'tx',
  zipCode: '75038',
};
const yearsAgo = (years: number, dayShift = 0) => {
  const today = storeToday();
  const date = new Date(
    Date.UTC(Number(today.slice(0, 4)) - years, Number(today.slice(5, 7)) - 1, Number(today.slice(8, 10)) + dayShift),
  );
  return date.toISOString().slice(0, 10);
};

describe('profile', () => {
  it('shows the email and the sign-up details', async () => {
    const response = await call('GET', '/api/account/profile', owner.cookie);
    expect(response.json()).toEqual({
      userId: owner.id,
      email: owner.email,
      emailVerified: true,
      fullName: 'Lakshmi Rao',
      phone: '(972) 555-0142',
      dateOfBirth: null,
      hasPassword: true,
    });
  });

  it('updates only the fields sent, and clears a field sent empty', async () => {
    const dob = yearsAgo(30);
    const updated = await call('PATCH', '/api/account/profile', owner.cookie, {
      fullName: 'Lakshmi R. Rao',
      dateOfBirth: dob,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ fullName: 'Lakshmi R. Rao', phone: '(972) 555-0142', dateOfBirth: dob });
    const cleared = await call('PATCH', '/api/account/profile', owner.cookie, { phone: '' });
    expect(cleared.json()).toMatchObject({ phone: null, dateOfBirth: dob });
    const me = await shop.app.inject({ url: '/api/me', headers: { cookie: owner.cookie } });
    expect(me.json().user.fullName).toBe('Lakshmi R. Rao');
  });

  it.each([
    [{ fullName: 'L' }, 'fullName', 'Full name must be at least 2 characters'],
    [{ phone: '555-0142' }, 'phone', 'Phone number must be at least 10 digits'],
    [{ dateOfBirth: 'soon' }, 'dateOfBirth', BIRTH_DATE_MESSAGE],
    [{ dateOfBirth: '2001-02-30' }, 'dateOfBirth', BIRTH_DATE_MESSAGE],
    [{ dateOfBirth: yearsAgo(18, 1) }, 'dateOfBirth', BIRTH_DATE_MESSAGE],
    [{ dateOfBirth: yearsAgo(100, -1) }, 'dateOfBirth', BIRTH_DATE_MESSAGE],
  ])('refuses %j', async (payload, field, message) => {
    const response = await call('PATCH', '/api/account/profile', owner.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('accepts exactly 18 and exactly 100 years', async () => {
    expect(
      (await call('PATCH', '/api/account/profile', stranger.cookie, { dateOfBirth: yearsAgo(18) })).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', '/api/account/profile', stranger.cookie, { dateOfBirth: yearsAgo(100) })).statusCode,
    ).toBe(200);
  });

  it('is for signed-in users only, before any validation', async () => {
    const response = await shop.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { origin: shop.config.publicUrl },
      payload: { fullName: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('addresses', () => {
  it('adds, lists, edits, sets the default and deletes, with the delivery note', async () => {
    const first = await call('POST', '/api/account/addresses', owner.cookie, home);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().address).toMatchObject({
      ...home,
      state: 'TX',
      country: 'US',
      isDefault: true,
      deliverable: true,
    });

    const work = await call('POST', '/api/account/addresses', owner.cookie, {
      label: 'Work',
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    });
    expect(work.json().address).toMatchObject({ isDefault: false, deliverable: false, street2: '' });
    const workId = work.json().address.id as string;

    const edited = await call('PUT', `/api/account/addresses/${workId}`, owner.cookie, {
      ...home,
      label: 'Office',
      street: '2 Las Colinas Blvd',
    });
    expect(edited.json().address).toMatchObject({
      label: 'Office',
      street: '2 Las Colinas Blvd',
      deliverable: true,
      isDefault: false,
    });

    const made = await call('POST', `/api/account/addresses/${workId}/default`, owner.cookie);
    expect(made.json().address.isDefault).toBe(true);
    const list = (await call('GET', '/api/account/addresses', owner.cookie)).json().addresses as {
      id: string;
      isDefault: boolean;
    }[];
    expect(list.map((a) => a.isDefault)).toEqual([true, false]);
    expect(list[0]!.id).toBe(workId);

    // Deleting the default hands it to the remaining address.
    expect((await call('DELETE', `/api/account/addresses/${workId}`, owner.cookie)).statusCode).toBe(204);
    const after = (await call('GET', '/api/account/addresses', owner.cookie)).json().addresses;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ street: home.street, isDefault: true });
  });

  it("treats another user's address as not found", async () => {
    const mine = (await call('POST', '/api/account/addresses', owner.cookie, home)).json().address.id as string;
    for (const response of [
      await call('PUT', `/api/account/addresses/${mine}`, stranger.cookie, home),
      await call('POST', `/api/account/addresses/${mine}/default`, stranger.cookie),
      await call('DELETE', `/api/account/addresses/${mine}`, stranger.cookie),
      await call('DELETE', '/api/account/addresses/not-a-uuid', stranger.cookie),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Address not found');
    }
    expect((await call('GET', '/api/account/addresses', stranger.cookie)).json().addresses).toEqual([]);
    expect((await call('DELETE', `/api/account/addresses/${mine}`, owner.cookie)).statusCode).toBe(204);
  });

  it.each([
    [{ street: ' ' }, 'street', 'Street address is required'],
    [{ city: '' }, 'city', 'City is required'],
    [{ state: 'PR' }, 'state', 'Please select a state'],
    [{ zipCode: '7503' }, 'zipCode', 'Please enter a valid 5-digit ZIP code'],
    [{ zipCode: '75038-1234' }, 'zipCode', 'Please enter a valid 5-digit ZIP code'],
  ])('refuses %j', async (change, field, message) => {
    const response = await call('POST', '/api/account/addresses', owner.cookie, { ...home, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });

  it('accepts DC', async () => {
    const response = await call('POST', '/api/account/addresses', stranger.cookie, {
      ...home,
      city: 'Washington',
      state: 'DC',
      zipCode: '20001',
    });
    expect(response.json().address).toMatchObject({ state: 'DC', deliverable: false, isDefault: true });
  });

  it('is for signed-in users only', async () => {
    expect((await shop.app.inject({ url: '/api/account/addresses' })).statusCode).toBe(401);
  });
});
