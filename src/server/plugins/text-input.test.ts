import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, fillCart, orderBody, type Shopper, signInShoppers, startShop, type TestShop } from '../test/harness';
import { CONTROL_CHARACTER_MESSAGE, LINE_BREAK_MESSAGE } from './text-input';

let shop: TestShop;
let shopper: Shopper;
beforeAll(async () => {
  shop = await startShop();
  shopper = (await signInShoppers(shop, 1))[0]!;
});
afterAll(() => shop?.close());
beforeEach(() => shop.reset());

const NUL = '\u0000';

describe('a NUL byte or control character in text input', () => {
  it.each([
    '/api/products/%00',
    '/api/search/suggestions?q=rice%00',
    '/api/products?q=rice%00',
    '/api/products?brands=%00',
    '/api/orders?q=%00',
    '/api/orders/track?orderNumber=US-%00',
    '/api/search?q=dal%1B',
  ])('GET %s → 400, not 500', async (url) => {
    const { status, body } = await call<{ error: { code: string; message: string } }>(shop, shopper, 'GET', url);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: CONTROL_CHARACTER_MESSAGE });
  });

  it('refuses it in JSON bodies, naming the field', async () => {
    const cases: [method: 'POST' | 'PATCH', url: string, payload: unknown, field: string][] = [
      [
        'POST',
        '/api/cart/items',
        { productId: shop.products.mangoes.id, quantity: 1, customRequirements: `ripe${NUL}` },
        'customRequirements',
      ],
      ['PATCH', '/api/account/profile', { fullName: `Asha${NUL}` }, 'fullName'],
      [
        'POST',
        '/api/account/addresses',
        { street: `1 Main${NUL}`, city: 'Irving', state: 'TX', zipCode: '75038' },
        'street',
      ],
      ['POST', '/api/promos/validate', { code: `SAVE${NUL}` }, 'code'],
      [
        'POST',
        '/api/checkout/orders',
        orderBody({ contact: { fullName: `A${NUL}`, email: 'a@example.test', phone: '(972) 555-0142' } }),
        'contact.fullName',
      ],
    ];
    for (const [method, url, payload, field] of cases) {
      const { status, body } = await call<{ error: { fields: Record<string, string> } }>(
        shop,
        shopper,
        method,
        url,
        payload,
      );
      expect(status, `${method} ${url}`).toBe(400);
      expect(body.error.fields).toEqual({ [field]: CONTROL_CHARACTER_MESSAGE });
    }
  });
});

describe('line breaks', () => {
  it('are refused in names (profile and checkout contact), so they never reach an email', async () => {
    const profile = await call<{ error: { fields: Record<string, string> } }>(
      shop,
      shopper,
      'PATCH',
      '/api/account/profile',
      { fullName: 'Asha\r\nBcc: someone@example.test' },
    );
    expect(profile.status).toBe(400);
    expect(profile.body.error.fields).toEqual({ fullName: LINE_BREAK_MESSAGE });

    await fillCart(shop.database, shopper.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
    const order = await call<{ error: { fields: Record<string, string> } }>(
      shop,
      shopper,
      'POST',
      '/api/checkout/orders',
      orderBody({ contact: { fullName: 'Asha\nPatel', email: 'a@example.test', phone: '(972) 555-0142' } }),
    );
    expect(order.status).toBe(400);
    expect(order.body.error.fields).toEqual({ 'contact.fullName': LINE_BREAK_MESSAGE });
  });

  it("are kept in a cart line's note, which is a paragraph", async () => {
    const added = await call(shop, shopper, 'POST', '/api/cart/items', {
      productId: shop.products.mangoes.id,
      quantity: 1,
      customRequirements: 'ripe ones\nnot too soft',
    });
    expect(added.status).toBe(200);
  });
});
