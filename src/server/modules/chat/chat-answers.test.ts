import { describe, expect, it } from 'vitest';
import type { ProductCardDto } from '../../../shared/catalog';
import type { SearchResultDto } from '../../../shared/search';
import { type AnswerDeps, answerMessage, nextDeliveryFirst } from './chat-answers';
import { parseChatMessage } from './chat-intents';

const card = { id: 'p1', name: 'Dried Green Peas', inStock: true } as ProductCardDto;
const found = (didYouMean: string | null): SearchResultDto => ({
  products: [card],
  total: 1,
  totalIsEstimate: false,
  page: 1,
  pageSize: 4,
  query: '',
  didYouMean,
  expandedTerms: [],
});
const deps = (result: SearchResultDto, slotsLeft = 4): AnswerDeps => ({
  search: async () => result,
  checkZip: async (zip) => ({ zip, isAvailable: false, zone: null, nearby: [] }),
  sameDaySlotsLeft: async () => slotsLeft,
  recipes: async () => [],
  latestOrders: async () => [],
  orderByNumber: async () => undefined,
});
const answer = (text: string, result = found(null), now = new Date('2026-11-24T15:00:00Z')) =>
  answerMessage(deps(result), parseChatMessage(text), null, now);

describe('answerMessage', () => {
  it('does not take a sentence for a product when only corrected words matched', async () => {
    const sentence = await answer('Can your driver bring change for a fifty?', found('dried bring change fifty'));
    expect(sentence).toMatchObject({ intent: 'unknown', answered: false, offerHandoff: true });
    const typo = await answer('basmatti rice', found('basmati rice'));
    expect(typo).toMatchObject({ intent: 'product', answered: true, products: [card] });
  });

  it('gives the same-day cut-off in store time', async () => {
    // 15:00 UTC is 9 AM in Dallas (CST): same-day still open.
    expect((await answer('same day delivery?')).text).toContain(
      'Order before 2 PM Central Time for same-day delivery: 4 delivery slots are still open today.',
    );
    // 21:00 UTC is 3 PM in Dallas: closed, whatever the server's own zone.
    const late = await answer('same day delivery?', found(null), new Date('2026-11-24T21:00:00Z'));
    expect(late.text).toContain('Same-day delivery closed at 2 PM Central Time today');
  });

  it('tells when the Thursday sale runs', async () => {
    const tuesday = await answer('when is the thursday sale');
    expect(tuesday.text).toContain('up to 40% off');
    expect(tuesday.text).toContain('The next one starts Thursday, November 26');
    const thursday = await answer('any deals', found(null), new Date('2026-11-26T18:00:00Z'));
    expect(thursday.text).toContain('It is on right now');
  });

  it('answers a ZIP outside the delivery area with the spec’s message', async () => {
    expect((await answer('do you deliver to 73301')).text).toBe(
      "Sorry, we don't deliver to 73301 yet. We're expanding soon!",
    );
  });
});

describe('nextDeliveryFirst', () => {
  const row = (status: string, deliveryDate: string, deliveryWindowStart = 10) => ({
    status,
    deliveryDate,
    deliveryWindowStart,
  });
  it('puts the order out for delivery first, then the soonest window to come, then the rest as given', () => {
    const newestFirst = [
      row('confirmed', '2026-11-30'),
      row('delivered', '2026-11-20'),
      row('packed', '2026-11-26', 16),
      row('confirmed', '2026-11-26', 12),
      row('out_for_delivery', '2026-11-26', 14),
      row('confirmed', '2026-11-20'),
    ];
    expect(nextDeliveryFirst(newestFirst, '2026-11-26')).toEqual([
      row('out_for_delivery', '2026-11-26', 14),
      row('confirmed', '2026-11-26', 12),
      row('packed', '2026-11-26', 16),
      row('confirmed', '2026-11-30'),
      row('delivered', '2026-11-20'),
      row('confirmed', '2026-11-20'),
    ]);
  });
});
