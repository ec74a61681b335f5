import { describe, expect, it } from 'vitest';
import { canReportAt, outcomeText, reportPolicy, resolutionForm, toResolutionInput } from './order-reports';

const delivered = new Date('2026-11-20T18:00:00Z');
const hoursLater = (h: number) => new Date(delivered.getTime() + h * 3600_000);

describe('report window and policy', () => {
  it('allows reports up to 48 hours after delivery, not after', () => {
    expect(canReportAt(delivered, hoursLater(47.99))).toBe(true);
    expect(canReportAt(delivered, hoursLater(48))).toBe(true);
    expect(canReportAt(delivered, hoursLater(48.01))).toBe(false);
  });

  it('gives a full refund for the shop’s mistakes and for perishables within 24 hours only', () => {
    const at = (problem: 'missing' | 'poor_quality', perishable: boolean, h: number) =>
      reportPolicy({ problem, perishable, deliveredAt: delivered, reportedAt: hoursLater(h) }).fullRefund;
    expect(at('missing', false, 40)).toBe(true);
    expect(at('poor_quality', true, 23)).toBe(true);
    expect(at('poor_quality', true, 25)).toBe(false);
    expect(at('poor_quality', false, 2)).toBe(false);
  });
});

describe('staff resolution form', () => {
  it('turns dollars into cents and refuses what the API would', () => {
    const parsed = resolutionForm.parse({ resolution: 'refund', amountCents: '4.50', points: '', message: '' });
    expect(toResolutionInput(parsed)).toEqual({ resolution: 'refund', amountCents: 450, message: undefined });
    expect(
      resolutionForm.safeParse({ resolution: 'refund', amountCents: '4.505', points: '', message: '' }).success,
    ).toBe(false);
    expect(resolutionForm.safeParse({ resolution: 'credit', amountCents: '', points: '0', message: '' }).success).toBe(
      false,
    );
    expect(
      resolutionForm.safeParse({ resolution: 'redelivery', amountCents: '', points: '', message: '' }).success,
    ).toBe(false);
  });

  it('says the outcome in one sentence', () => {
    expect(outcomeText({ resolution: 'refund', refundCents: 650, creditPoints: null })).toBe('Refunded $6.50.');
    expect(outcomeText({ resolution: 'credit', refundCents: null, creditPoints: 300 })).toContain('300 loyalty points');
    expect(outcomeText({ resolution: null, refundCents: null, creditPoints: null })).toBe(
      'Our team is looking at your report.',
    );
  });
});
