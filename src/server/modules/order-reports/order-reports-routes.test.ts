import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderDto } from '../../../shared/orders';
import type { OrderProblemsDto, ProblemReportDto } from '../../../shared/order-reports';
import { REPORT_MESSAGES } from '../../../shared/order-reports';
import {
  call,
  deliver,
  type Desk,
  placePaidOrder,
  type Shopper,
  signInShoppers,
  staffCall,
  startDesk,
} from '../../test/harness';

/**
 * "Report a problem" through the real API on a real database: a delivered, paid order's line is
 * reported once within 48 hours, lands in the queries inbox, and staff resolve it with a refund
 * (never above what the line still holds), store credit or a redelivery. Refusals change nothing.
 */
let desk: Desk;
let stranger: Shopper;

beforeAll(async () => {
  desk = await startDesk();
  [stranger] = (await signInShoppers(desk.shop, 1)) as [Shopper];
});
afterAll(async () => desk?.shop.close());
beforeEach(async () => {
  const { database } = desk.shop;
  await desk.shop.reset();
  await database.query('delete from order_problem_reports');
  await database.query('delete from customer_queries');
  await database.query('delete from orders');
  await database.query('delete from loyalty_ledger');
  await database.query('delete from user_loyalty_points');
  await database.query('delete from delivery_slot_bookings');
  await database.query('delete from email_outbox');
});

type Reply<T> = T & { error: { code: string; message: string; fields?: Record<string, string> } };

const report = (shopper: Shopper, orderId: string, body: Record<string, unknown>) =>
  call<Reply<ProblemReportDto>>(desk.shop, shopper, 'POST', `/api/orders/${orderId}/problems`, body);

async function deliveredOrder(): Promise<OrderDto> {
  const order = await placePaidOrder(desk, [
    { productId: desk.shop.products.mangoes.id, quantity: 4 },
    { productId: desk.shop.products.okra.id, quantity: 2 },
  ]);
  await deliver(desk, order.id);
  return order;
}

const counts = async () => {
  const [row] = await desk.shop.database.query<{ reports: number; queries: number; refunds: number; refunded: number }>(
    `select (select count(*)::int from order_problem_reports) as reports,
            (select count(*)::int from customer_queries) as queries,
            (select count(*)::int from order_refunds) as refunds,
            (select coalesce(sum(refunded_cents), 0)::int from orders) as refunded`,
  );
  return row!;
};

async function multipartReport(orderId: string, fields: Record<string, string>, photo: Buffer, type = 'image/png') {
  const boundary = '----report' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="okra.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const response = await desk.shop.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/problems`,
    headers: {
      origin: desk.shop.config.publicUrl,
      cookie: desk.shopper.cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat(parts),
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as Reply<ProblemReportDto> };
}

describe('reporting a problem', () => {
  it('stores one report per line with its photo, and puts it in the queries inbox as an order problem', async () => {
    const order = await deliveredOrder();
    const okra = order.lines.find((l) => l.name.includes('Okra'))!;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const sent = await multipartReport(
      order.id,
      { lineId: okra.id, problem: 'poor_quality', note: 'The okra was rotten' },
      png,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ problem: 'poor_quality', hasPhoto: true, status: 'open', lineName: okra.name });

    const photo = await desk.shop.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/problems/${sent.body.id}/photo`,
      headers: { cookie: desk.shopper.cookie },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    // Another shopper cannot see it; it is not under the public /media either.
    const theirs = await desk.shop.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/problems/${sent.body.id}/photo`,
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);

    const inbox = await staffCall<{ queries: { id: string; kind: string; subject: string }[] }>(
      desk,
      'GET',
      '/api/admin/queries?kind=order_problem',
    );
    expect(inbox.body.queries).toHaveLength(1);
    expect(inbox.body.queries[0]!.subject).toContain(order.orderNumber);
    const linked = await staffCall<ProblemReportDto>(
      desk,
      'GET',
      `/api/admin/order-reports/by-query/${inbox.body.queries[0]!.id}`,
    );
    expect(linked.body.id).toBe(sent.body.id);

    const problems = await call<OrderProblemsDto>(desk.shop, desk.shopper, 'GET', `/api/orders/${order.id}/problems`);
    expect(problems.body.canReport).toBe(true);
    expect(problems.body.lines.find((l) => l.id === okra.id)!.reported).toBe(true);
  });

  it('refuses a file that is not an image, with the admin uploads’ message, and keeps nothing', async () => {
    const order = await deliveredOrder();
    const sent = await multipartReport(
      order.id,
      { lineId: order.lines[0]!.id, problem: 'damaged', note: 'The box was crushed' },
      Buffer.from('not an image at all'),
    );
    expect(sent.status).toBe(415);
    expect(sent.body.error.message).toBe('Upload a JPEG, PNG or WebP image (this file is not one)');
    expect((await counts()).reports).toBe(0);
  });

  it('refuses a report more than 48 hours after delivery and changes nothing', async () => {
    const order = await deliveredOrder();
    await desk.shop.database.query(
      `update order_status_history set created_at = now() - interval '49 hours' where order_id = $1 and status = 'delivered'`,
      [order.id],
    );
    const before = await counts();
    const sent = await report(desk.shopper, order.id, {
      lineId: order.lines[0]!.id,
      problem: 'missing',
      note: 'Not in the bag',
    });
    expect(sent.status).toBe(422);
    expect(sent.body.error).toMatchObject({ code: 'REPORT_WINDOW_CLOSED', message: REPORT_MESSAGES.windowClosed });
    expect(await counts()).toEqual(before);
    const problems = await call<OrderProblemsDto>(desk.shop, desk.shopper, 'GET', `/api/orders/${order.id}/problems`);
    expect(problems.body).toMatchObject({ canReport: false, closedReason: REPORT_MESSAGES.windowClosed });
  });

  it('refuses a second report on the same line and changes nothing', async () => {
    const order = await deliveredOrder();
    const line = order.lines[0]!;
    expect(
      (await report(desk.shopper, order.id, { lineId: line.id, problem: 'missing', note: 'Not in the bag' })).status,
    ).toBe(201);
    const before = await counts();
    const again = await report(desk.shopper, order.id, { lineId: line.id, problem: 'damaged', note: 'Also damaged' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'ALREADY_REPORTED', message: REPORT_MESSAGES.alreadyReported });
    expect(await counts()).toEqual(before);
  });

  it('refuses a report on another shopper’s order as not found and changes nothing', async () => {
    const order = await deliveredOrder();
    const before = await counts();
    const sent = await report(stranger, order.id, {
      lineId: order.lines[0]!.id,
      problem: 'missing',
      note: 'Not in the bag',
    });
    expect(sent.status).toBe(404);
    expect(sent.body.error.message).toBe('Order not found');
    expect(await counts()).toEqual(before);
    expect((await call(desk.shop, stranger, 'GET', `/api/orders/${order.id}/problems`)).status).toBe(404);
  });

  it('refuses a report on an order that is not delivered', async () => {
    const order = await placePaidOrder(desk, [{ productId: desk.shop.products.mangoes.id, quantity: 5 }]);
    const sent = await report(desk.shopper, order.id, {
      lineId: order.lines[0]!.id,
      problem: 'missing',
      note: 'Not in the bag',
    });
    expect(sent.status).toBe(422);
    expect(sent.body.error.message).toBe(REPORT_MESSAGES.notDelivered);
  });
});

describe('staff resolve a report', () => {
  async function reported() {
    const order = await deliveredOrder();
    const line = order.lines.find((l) => l.name.includes('Mangoes'))!;
    const sent = await report(desk.shopper, order.id, {
      lineId: line.id,
      problem: 'damaged',
      note: 'Two mangoes were squashed',
    });
    expect(sent.status).toBe(201);
    return { order, line, report: sent.body };
  }
  const resolve = (id: string, body: Record<string, unknown>) =>
    staffCall<Reply<ProblemReportDto>>(desk, 'POST', `/api/admin/order-reports/${id}/resolve`, body);

  it('refuses a refund over what the line still holds and changes nothing', async () => {
    const { report: open } = await reported();
    const before = await counts();
    const refused = await resolve(open.id, { resolution: 'refund', amountCents: open.refundableCents + 1 });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'REFUND_TOO_LARGE',
      message: REPORT_MESSAGES.refundTooLarge(open.refundableCents),
    });
    expect(await counts()).toEqual(before);
    const [row] = await desk.shop.database.query<{ status: string }>(
      'select status from order_problem_reports where id = $1',
      [open.id],
    );
    expect(row!.status).toBe('open');
  });

  it('refunds the whole line through the order’s payment, answers the query and emails the shopper', async () => {
    const { order, report: open } = await reported();
    const done = await resolve(open.id, { resolution: 'refund', message: 'Sorry about that.' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: 'resolved', resolution: 'refund', refundCents: open.refundableCents });
    const [refund] = await desk.shop.database.query<{ amount_cents: number }>(
      'select amount_cents from order_refunds where order_id = $1',
      [order.id],
    );
    expect(refund!.amount_cents).toBe(open.refundableCents);
    const [thread] = await desk.shop.database.query<{ status: string; kind: string; body: string }>(
      `select q.status, m.kind, m.body from order_problem_reports r join customer_queries q on q.id = r.query_id
       join customer_query_messages m on m.query_id = q.id where r.id = $1`,
      [open.id],
    );
    expect(thread).toMatchObject({ status: 'answered', kind: 'reply' });
    expect(thread!.body).toContain('Sorry about that.');
    const emails = await desk.shop.database.query<{ kind: string; text_body: string; to_address: string }>(
      `select kind, text_body, to_address from email_outbox`,
    );
    const outcome = emails.find((e) => e.kind === 'order-problem-resolved');
    expect(outcome?.to_address).toBe(order.contact.email.toLowerCase());
    expect(outcome?.text_body).toContain('Refunded');
    expect(outcome?.text_body).toContain('Sorry about that.');
    // Resolved once: a second answer is refused.
    expect((await resolve(open.id, { resolution: 'credit', points: 100 })).status).toBe(409);
    const seen = await call<OrderProblemsDto>(desk.shop, desk.shopper, 'GET', `/api/orders/${order.id}/problems`);
    expect(seen.body.reports[0]).toMatchObject({ resolution: 'refund', refundCents: open.refundableCents });
  });

  it('refunds half of the line through the order’s payment and keeps the order delivered', async () => {
    const { order, report: open } = await reported();
    const half = Math.round(open.refundableCents / 2);
    const done = await resolve(open.id, { resolution: 'refund', amountCents: half });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: 'resolved', resolution: 'refund', refundCents: half });
    const refunds = await desk.shop.database.query<{ amount_cents: number }>(
      'select amount_cents from order_refunds where order_id = $1',
      [order.id],
    );
    expect(refunds.map((r) => r.amount_cents)).toEqual([half]);
    const [row] = await desk.shop.database.query<{ status: string; refunded_cents: number }>(
      'select status, refunded_cents from orders where id = $1',
      [order.id],
    );
    expect(row).toEqual({ status: 'delivered', refunded_cents: half });
  });

  it('gives store credit as loyalty points', async () => {
    const { report: open } = await reported();
    const done = await resolve(open.id, { resolution: 'credit', points: 250 });
    expect(done.status).toBe(200);
    const [ledger] = await desk.shop.database.query<{ points: number }>(
      `select points from loyalty_ledger where user_id = $1 and reason = 'credit'`,
      [desk.shopper.id],
    );
    expect(ledger!.points).toBe(250);
  });

  it('is staff only', async () => {
    const { report: open } = await reported();
    const byShopper = await call(desk.shop, desk.shopper, 'POST', `/api/admin/order-reports/${open.id}/resolve`, {
      resolution: 'credit',
      points: 100,
    });
    expect(byShopper.status).toBe(403);
  });
});

describe('the chat offers the report form', () => {
  const ask = async (message: string, who: Shopper | null) => {
    const response = await desk.shop.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      remoteAddress: `10.31.0.${Math.floor(Math.random() * 200) + 1}`,
      headers: { origin: desk.shop.config.publicUrl, ...(who ? { cookie: who.cookie } : {}) },
      payload: { message },
    });
    const body = JSON.parse(response.body) as {
      messages: { role: string; text: string; source: { href: string } | null }[];
    };
    return body.messages.filter((m) => m.role === 'assistant').at(-1)!;
  };

  it('links a shopper who describes a problem with a delivered order to its report form', async () => {
    const order = await deliveredOrder();
    const answer = await ask('my okra was rotten', desk.shopper);
    expect(answer.source?.href).toBe(`/account/orders/${order.id}/report`);
    expect(answer.text).toContain(order.orderNumber);
    // Someone with no delivered order, or a guest, hears the freshness guarantee only.
    expect((await ask('my okra was rotten', stranger)).source?.href).toBe('/terms-of-service');
    expect((await ask('my okra was rotten', null)).source?.href).toBe('/terms-of-service');
  });
});
