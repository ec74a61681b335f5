import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_RATE_LIMIT_MESSAGE } from '../../../shared/inquiries';
import { emailsTo, signInShopper, startShop, type TestShop } from '../../test/harness';
import { headerSafe } from './inquiry-emails';
import { bulkBody, contactBody, franchiseBody, freshSender, sendForm } from './inquiries-test-kit';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => shop?.close());

const stored = (email: string) =>
  shop.database.query<{ kind: string; subject: string; message: string; details: Record<string, unknown> }>(
    'select kind, subject, message, details from customer_queries where email = $1',
    [email],
  );

/** The copies of their message a sender was emailed (their account's own emails aside). */
const copies = async (email: string) => (await emailsTo(shop, email)).filter((e) => e.kind === 'query-received');

describe('POST /api/queries/*', () => {
  it('stores a contact message, confirms it to a signed-in sender’s own verified email and tells the shop', async () => {
    const shopper = await signInShopper(shop);
    const sent = await sendForm(shop, 'contact', contactBody(shopper.email), freshSender().ip, shopper.cookie);
    expect(sent).toEqual({ status: 201, body: { received: true, acknowledged: true } });
    expect(await stored(shopper.email)).toMatchObject([{ kind: 'contact', subject: 'Finding a product' }]);
    const [confirmation] = await copies(shopper.email);
    expect(confirmation).toMatchObject({ kind: 'query-received' });
    expect(confirmation!.text).toContain('fresh curry leaves');
    const notices = await emailsTo(shop, shop.config.shopInboxEmail);
    expect(notices.some((n) => n.kind === 'query-notify' && n.text.includes(shopper.email))).toBe(true);
  });

  it.each(['contact', 'bulk-order', 'franchise'])(
    'sends no copy of a %s message to an address typed in, so the form relays nothing to a stranger',
    async (path) => {
      const body = { contact: contactBody, 'bulk-order': bulkBody, franchise: franchiseBody }[path]!;
      const victim = freshSender().email;
      const asGuest = await sendForm(shop, path, body(victim, { website: '' }), freshSender().ip);
      expect(asGuest).toEqual({ status: 201, body: { received: true, acknowledged: false } });
      // Signed in, but typing someone else's address: still theirs to prove, so no copy either.
      const shopper = await signInShopper(shop);
      const other = await sendForm(shop, path, body(victim), freshSender().ip, shopper.cookie);
      expect(other.body).toEqual({ received: true, acknowledged: false });
      expect(await emailsTo(shop, victim)).toEqual([]);
      expect(await copies(shopper.email)).toEqual([]);
      // The shop's inbox still has both messages.
      const notices = await emailsTo(shop, shop.config.shopInboxEmail);
      expect(notices.filter((n) => n.kind === 'query-notify' && n.text.includes(victim))).toHaveLength(2);
      expect(await stored(victim)).toHaveLength(2);
    },
  );

  it('sends a signed-in sender at most 3 copies in a row; the shop still gets every message', async () => {
    const shopper = await signInShopper(shop);
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await sendForm(shop, 'contact', contactBody(shopper.email), freshSender().ip, shopper.cookie)).body,
      );
    expect(answers.map((a) => a.acknowledged)).toEqual([true, true, true, false, false]);
    expect(await copies(shopper.email)).toHaveLength(3);
    const notices = await emailsTo(shop, shop.config.shopInboxEmail);
    expect(notices.filter((n) => n.text.includes(shopper.email))).toHaveLength(5);
  });

  it('stores a bulk order with its product lines and total', async () => {
    const { ip, email } = freshSender();
    expect((await sendForm(shop, 'bulk-order', bulkBody(email), ip)).status).toBe(201);
    const [row] = await stored(email);
    expect(row!.subject).toMatch(/^Bulk order for Sri Venkateswara Temple, Irving: 55 items for \d{4}-\d{2}-\d{2}$/);
    expect(row!.details).toMatchObject({ totalItems: 55, lines: [{ quantity: 30 }, { quantity: 25 }] });
    expect(row!.message).toContain('\nPlease deliver');
  });

  it('stores a franchise application', async () => {
    const { ip, email } = freshSender();
    expect((await sendForm(shop, 'franchise', franchiseBody(email), ip)).status).toBe(201);
    expect(await stored(email)).toMatchObject([
      { kind: 'franchise', subject: 'Franchise in Frisco', details: { investmentRange: '150k_300k' } },
    ]);
  });

  it('answers every wrong field with the message the form shows', async () => {
    const { ip, email } = freshSender();
    const contact = await sendForm(
      shop,
      'contact',
      { name: 'A', email: 'not-an-email', topic: 'x', message: 'hi' },
      ip,
    );
    expect(contact.status).toBe(400);
    expect(contact.body.error!.fields).toMatchObject({
      name: 'Full name must be at least 2 characters',
      email: 'Please enter a valid email address',
      topic: 'Please choose what your message is about',
      message: 'Your message must be at least 10 characters',
    });
    const few = await sendForm(shop, 'bulk-order', bulkBody(email, { lines: [{ product: 'Ghee', quantity: 10 }] }), ip);
    expect(few.body.error!.fields).toMatchObject({
      lines: 'Bulk orders start at 50 items in total; add more or order in the shop',
    });
    const past = await sendForm(shop, 'bulk-order', bulkBody(email, { eventDate: '2020-01-01' }), ip);
    expect(past.body.error!.fields).toMatchObject({ eventDate: 'The date must be today or later' });
    const franchise = await sendForm(shop, 'franchise', franchiseBody(email, { investmentRange: 'a lot' }), ip);
    expect(franchise.body.error!.fields).toMatchObject({ investmentRange: 'Please choose an investment range' });
    expect(await stored(email)).toEqual([]);
  });

  it('takes a message of 10,000 characters and refuses one character more', async () => {
    const { ip, email } = freshSender();
    const long = 'Namaste! '.repeat(1112).slice(0, 10_000);
    expect((await sendForm(shop, 'contact', contactBody(email, { message: long }), ip)).status).toBe(201);
    const over = await sendForm(shop, 'contact', contactBody(email, { message: `${long}!` }), ip);
    expect(over.status).toBe(400);
    expect(over.body.error!.fields).toEqual({ message: 'Your message must be at most 10,000 characters (10 KB)' });
  });

  it('refuses the 6th message in a minute from one network address, and from one email address', async () => {
    const { ip } = freshSender();
    for (let i = 0; i < 5; i++)
      expect((await sendForm(shop, 'contact', contactBody(freshSender().email), ip)).status).toBe(201);
    const sixth = await sendForm(shop, 'contact', contactBody(freshSender().email), ip);
    expect(sixth).toEqual({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: INQUIRY_RATE_LIMIT_MESSAGE } },
    });
    // Someone else on another address is not held up.
    expect((await sendForm(shop, 'franchise', franchiseBody(freshSender().email), freshSender().ip)).status).toBe(201);

    const { email } = freshSender();
    for (let i = 0; i < 5; i++)
      expect((await sendForm(shop, 'contact', contactBody(email), freshSender().ip)).status).toBe(201);
    expect((await sendForm(shop, 'contact', contactBody(email), freshSender().ip)).status).toBe(429);
    expect(await stored(email)).toHaveLength(5);
  });

  it('answers a filled honeypot as if it worked, but stores and sends nothing', async () => {
    const { ip, email } = freshSender();
    const sent = await sendForm(shop, 'contact', contactBody(email, { website: 'http://spam.example' }), ip);
    expect(sent).toEqual({ status: 201, body: { received: true, acknowledged: false } });
    expect(await stored(email)).toEqual([]);
    expect(await emailsTo(shop, email)).toEqual([]);
  });

  it('refuses a line break in a name or an email, so no mail header can be added', async () => {
    const { ip, email } = freshSender();
    const name = await sendForm(shop, 'contact', contactBody(email, { name: 'Asha\r\nBcc: all@victims.example' }), ip);
    expect(name.status).toBe(400);
    expect(name.body.error!.fields).toEqual({ name: 'This field must be a single line of text' });
    const address = await sendForm(shop, 'contact', contactBody(`${email}\r\nBcc: all@victims.example`), ip);
    expect(address.status).toBe(400);
    expect(await stored(email)).toEqual([]);
    expect(await emailsTo(shop, 'all@victims.example')).toEqual([]);
    // And a subject built from what a sender typed never carries a line break into the headers.
    expect(headerSafe('Bulk order for A\r\nBcc: x@y.example\u2028')).toBe('Bulk order for A Bcc: x@y.example');
  });

  it('keeps markup a sender typed as text in both emails', async () => {
    const shopper = await signInShopper(shop);
    const email = shopper.email;
    const body = contactBody(email, {
      name: '<b onmouseover="alert(1)">Mallory</b>',
      message: '<script>alert("inbox")</script> <img src=x onerror=alert(2)>',
    });
    expect((await sendForm(shop, 'contact', body, freshSender().ip, shopper.cookie)).status).toBe(201);
    const emails = [...(await emailsTo(shop, email)), ...(await emailsTo(shop, shop.config.shopInboxEmail))].filter(
      (e) => e.text.includes('alert("inbox")'),
    );
    expect(emails.map((e) => e.kind).sort()).toEqual(['query-notify', 'query-received']);
    for (const e of emails) {
      expect(e.html).not.toMatch(/<script|<img|<b /);
      expect(e.html).toContain('&lt;script&gt;alert(&quot;inbox&quot;)&lt;/script&gt;');
      expect(e.html).toContain('&lt;b onmouseover=&quot;alert(1)&quot;&gt;Mallory&lt;/b&gt;');
    }
  });
});
