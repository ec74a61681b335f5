import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InquiryDetailDto, InquiryListDto } from '../../../shared/inquiries';
import { call, type Desk, emailsTo, staffCall, startDesk } from '../../test/harness';
import { bulkBody, contactBody, freshSender, sendForm } from './inquiries-test-kit';

let desk: Desk;
beforeAll(async () => {
  desk = await startDesk();
});
afterAll(async () => desk?.shop.close());

/** Sends a form from a new address and returns the stored query's id. */
async function received(path: 'contact' | 'bulk-order', body: (email: string) => unknown) {
  const { ip, email } = freshSender();
  expect((await sendForm(desk.shop, path, body(email), ip)).status).toBe(201);
  const [row] = await desk.shop.database.query<{ id: string }>('select id from customer_queries where email = $1', [
    email,
  ]);
  return { id: row!.id, email };
}

const patch = (id: string, payload: unknown) =>
  call<InquiryDetailDto & { error: { code: string } }>(
    desk.shop,
    desk.staff,
    'PATCH',
    `/api/admin/queries/${id}`,
    payload,
  );
const audit = (id: string) =>
  desk.shop.database.query<{ action: string; actor_email: string; summary: string }>(
    'select action, actor_email, summary from audit_log where entity_id = $1 order by created_at, id',
    [id],
  );

describe('/api/admin/queries', () => {
  it('is for staff only', async () => {
    expect((await call(desk.shop, null, 'GET', '/api/admin/queries')).status).toBe(401);
    expect((await call(desk.shop, desk.shopper, 'GET', '/api/admin/queries')).status).toBe(403);
    expect((await call(desk.shop, desk.shopper, 'GET', '/api/admin/queries/count')).status).toBe(403);
  });

  it('lists newest first, filters by status and kind, searches, and counts the new ones', async () => {
    const before = (await staffCall<{ new: number }>(desk, 'GET', '/api/admin/queries/count')).body.new;
    const contact = await received('contact', (email) => contactBody(email, { message: 'Is jaggery (gur) in stock?' }));
    const bulk = await received('bulk-order', (email) => bulkBody(email));
    expect((await staffCall<{ new: number }>(desk, 'GET', '/api/admin/queries/count')).body.new).toBe(before + 2);

    const all = await staffCall<InquiryListDto>(desk, 'GET', '/api/admin/queries?pageSize=2');
    expect(all.body.queries.map((q) => q.id)).toEqual([bulk.id, contact.id]);
    const bulkOnly = await staffCall<InquiryListDto>(desk, 'GET', '/api/admin/queries?kind=bulk_order');
    expect(bulkOnly.body.queries.every((q) => q.kind === 'bulk_order')).toBe(true);
    const found = await staffCall<InquiryListDto>(desk, 'GET', '/api/admin/queries?q=jaggery');
    expect(found.body).toMatchObject({
      total: 1,
      queries: [{ id: contact.id, status: 'new', preview: expect.stringContaining('gur') }],
    });
    const literal = await staffCall<InquiryListDto>(desk, 'GET', '/api/admin/queries?q=%25');
    expect(literal.body.total).toBe(0);

    await patch(contact.id, { status: 'closed' });
    const closed = await staffCall<InquiryListDto>(desk, 'GET', '/api/admin/queries?status=closed');
    expect(closed.body.queries.map((q) => q.id)).toEqual([contact.id]);
    expect((await staffCall<{ new: number }>(desk, 'GET', '/api/admin/queries/count')).body.new).toBe(before + 1);
  });

  it('shows a bulk order with its product lines, and 404 for an unknown id', async () => {
    const bulk = await received('bulk-order', (email) => bulkBody(email));
    const detail = await staffCall<InquiryDetailDto>(desk, 'GET', `/api/admin/queries/${bulk.id}`);
    expect(detail.body.details).toEqual(
      expect.arrayContaining([
        { label: 'Organisation', value: 'Sri Venkateswara Temple, Irving' },
        { label: 'Product 1', value: 'Sona Masoori rice, 20 lb bag × 30' },
        { label: 'Total items', value: '55' },
      ]),
    );
    expect((await staffCall(desk, 'GET', '/api/admin/queries/not-a-uuid')).status).toBe(404);
  });

  it('changes status and assignee (staff only), each change in the audit log', async () => {
    const { id } = await received('contact', (email) => contactBody(email));
    const moved = await patch(id, { status: 'in_progress', assigneeId: desk.staff.id });
    expect(moved.body).toMatchObject({
      status: 'in_progress',
      assignee: { id: desk.staff.id, email: desk.staff.email },
    });
    const mine = await staffCall<InquiryListDto>(desk, 'GET', '/api/admin/queries?assignee=me');
    expect(mine.body.queries.map((q) => q.id)).toContain(id);

    const toShopper = await patch(id, { assigneeId: desk.shopper.id });
    expect(toShopper.status).toBe(422);
    expect((await patch(id, { assigneeId: null })).body.assignee).toBeNull();
    expect(await audit(id)).toMatchObject([
      {
        action: 'query.update',
        actor_email: desk.staff.email,
        summary: expect.stringContaining('New → In progress, assigned'),
      },
      { action: 'query.update', summary: expect.stringContaining('unassigned') },
    ]);
  });

  it('keeps internal notes in the thread without emailing anyone', async () => {
    const { id, email } = await received('contact', (e) => contactBody(e));
    const noted = await staffCall<InquiryDetailDto>(desk, 'POST', `/api/admin/queries/${id}/notes`, {
      note: 'Called back,\nleft a voicemail.',
    });
    expect(noted.body.thread).toMatchObject([{ kind: 'note', body: 'Called back,\nleft a voicemail.' }]);
    expect(await emailsTo(desk.shop, email)).toEqual([]);
    expect((await audit(id)).map((a) => a.action)).toEqual(['query.note']);
  });

  it('emails a reply to the sender, keeps it in the thread and marks the query answered', async () => {
    const { id, email } = await received('bulk-order', (e) => bulkBody(e));
    const reply = 'Namaste Ravi,\nWe can supply all 55 items on that date at 12% off the shop price.';
    const answered = await staffCall<InquiryDetailDto>(desk, 'POST', `/api/admin/queries/${id}/replies`, {
      message: reply,
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'answered',
      thread: [{ kind: 'reply', body: reply, authorEmail: desk.staff.email }],
    });
    const sent = (await emailsTo(desk.shop, email)).find((e) => e.kind === 'query-reply');
    expect(sent!.subject).toMatch(/^Re: Bulk order for Sri Venkateswara Temple/);
    expect(sent!.text).toContain('We can supply all 55 items');
    expect(await audit(id)).toMatchObject([{ action: 'query.reply', summary: `Replied to ${email}: New → Answered` }]);
  });

  it('returns markup a sender typed unchanged, for the page to show as text', async () => {
    const { id } = await received('contact', (e) => contactBody(e, { message: '<script>alert("staff")</script> hi' }));
    const detail = await staffCall<InquiryDetailDto>(desk, 'GET', `/api/admin/queries/${id}`);
    expect(detail.body.message).toBe('<script>alert("staff")</script> hi');
  });
});
