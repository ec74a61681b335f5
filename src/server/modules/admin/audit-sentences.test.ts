import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_SENTENCES, auditSentenceText, describeAudit } from '../../../shared/audit-sentences';

const SERVER = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every action code the server can write: in each file that calls recordAudit, the string literals
 * between `action:` and `entityType:`. A template such as `subscription.${result.change}` stands for
 * each `change: '…'` literal of the same file.
 */
function actionCodesInServer(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const file of sourceFiles(SERVER)) {
    const source = readFileSync(file, 'utf8');
    if (!source.includes('recordAudit(') || file.endsWith(join('admin', 'audit.ts'))) continue;
    for (const match of source.matchAll(/action:([\s\S]*?)entityType:/g)) {
      const span = match[1]!;
      for (const literal of span.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) codes.set(literal[1]!, relative(SERVER, file));
      for (const template of span.matchAll(/`([a-z_]+\.)\$\{[^}]+\}`/g)) {
        const changes = [...source.matchAll(/change: '([a-z_]+)'/g)].map((m) => m[1]!);
        expect(changes.length, `${file}: the values of ${template[0]}`).toBeGreaterThan(0);
        for (const change of changes) codes.set(`${template[1]}${change}`, relative(SERVER, file));
      }
    }
  }
  return codes;
}

const RAW = /[0-9a-f]{8}-[0-9a-f]{4}-|\b[a-z]+_[a-z_]+\b|\b[a-z]+\.[a-z_]+\b|\bUSD\b/;
const ID = '3f6c1a2e-9b1d-4c7e-8a55-0c1d2e3f4a5b';

describe('audit sentences', () => {
  const codes = actionCodesInServer();

  it('finds the action codes the server writes (the scan itself works)', () => {
    expect(codes.get('order.status')).toMatch(/orders-service/);
    expect(codes.get('staff.role')).toBeDefined();
    expect(codes.get('subscription.paused')).toBeDefined();
    expect(codes.get('brand.unarchive')).toBeDefined();
    expect(codes.size).toBeGreaterThan(40);
  });

  it('has a sentence for every action code written anywhere in the server', () => {
    const missing = [...codes]
      .filter(([code]) => !(code in AUDIT_SENTENCES))
      .map(([code, file]) => `${code} (${file})`);
    expect(missing).toEqual([]);
  });

  it('never shows a raw code, id or cents in a sentence, whatever the entry holds', () => {
    for (const action of Object.keys(AUDIT_SENTENCES)) {
      const [kind] = action.split('.');
      const entityType = kind === 'staff' ? 'user' : kind === 'thursday_sale' ? 'product' : kind!;
      for (const entityLabel of ['Toor Dal', null]) {
        const sentence = auditSentenceText({
          action,
          entityType,
          entityId: ID,
          entityLabel,
          actorName: 'Priya',
          actorEmail: 'priya@shop.test',
          actorRole: 'admin',
          before: { status: 'out_for_delivery', role: 'admin', priceCents: 299, refundedCents: 0 },
          after: { status: 'delivered', role: 'super_admin', priceCents: 249, refundedCents: 274, amountCents: 274 },
        });
        expect(sentence, action).toMatch(/^Priya \(staff\) /);
        expect(sentence, action).not.toMatch(RAW);
      }
    }
  });

  it('reads like a person wrote it, with the record as a link', () => {
    const base = { entityId: ID, actorName: 'Priya', actorEmail: 'p@shop.test', actorRole: 'admin' };
    expect(
      auditSentenceText({
        ...base,
        action: 'order.status',
        entityType: 'order',
        entityLabel: 'US-20261127-4821',
        before: { status: 'out_for_delivery' },
        after: { status: 'delivered', note: null },
      }),
    ).toBe('Priya (staff) moved US-20261127-4821 from Out for delivery to Delivered');
    const refund = describeAudit({
      ...base,
      action: 'order.refund',
      entityType: 'order',
      entityLabel: 'US-20261127-4821',
      before: { status: 'delivered', refundedCents: 0 },
      after: { status: 'delivered', refundedCents: 274, amountCents: 274, lineIds: ['a'] },
    });
    expect(refund.map((p) => p.text).join('')).toBe('Priya (staff) refunded $2.74 on US-20261127-4821 (1 line)');
    expect(refund[0]).toEqual({ text: 'Priya', href: '/admin/audit-log?actor=p%40shop.test' });
    expect(refund.find((p) => p.text === 'US-20261127-4821')).toEqual({
      text: 'US-20261127-4821',
      href: `/admin/orders/${ID}`,
    });
    expect(
      auditSentenceText({
        ...base,
        actorRole: 'super_admin',
        action: 'staff.role',
        entityType: 'user',
        entityLabel: 'Ravi',
        before: { role: null },
        after: { role: 'admin' },
      }),
    ).toBe('Priya (super admin) changed the role of Ravi from Shopper to Admin');
    const product = describeAudit({
      ...base,
      action: 'product.quick_edit',
      entityType: 'product',
      entityLabel: 'Toor Dal',
      before: { priceCents: 299, stockQuantity: 10 },
      after: { priceCents: 249, stockQuantity: 10 },
    });
    expect(product.map((p) => p.text).join('')).toBe('Priya (staff) changed Toor Dal: the price from $2.99 to $2.49');
    expect(product.find((p) => p.text === 'Toor Dal')?.href).toBe(`/admin/products/${ID}`);
    expect(
      auditSentenceText({
        ...base,
        action: 'order.status',
        entityType: 'order',
        entityLabel: 'US-20261127-4821',
        before: { status: 'delivered' },
        after: { status: 'out_for_delivery', note: 'Marked by mistake', move: 'back', confirmed: false },
      }),
    ).toBe('Priya (staff) moved US-20261127-4821 back from Delivered to Out for delivery because “Marked by mistake”');
  });

  it('still says something readable about an action it has not learnt', () => {
    const sentence = auditSentenceText({
      action: 'order.step_back',
      entityType: 'order',
      entityId: ID,
      entityLabel: 'US-20261127-4821',
      actorName: null,
      actorEmail: 'p@shop.test',
      actorRole: null,
      before: null,
      after: null,
    });
    expect(sentence).toBe('p@shop.test (former staff) step back on US-20261127-4821');
  });
});
