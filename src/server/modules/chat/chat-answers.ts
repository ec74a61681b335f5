import type { ChatIntent, ChatOrderDto, ChatRecipeDto, ChatSourceDto } from '../../../shared/chat';
import type { ProductCardDto } from '../../../shared/catalog';
import type { DeliveryCheckDto } from '../../../shared/delivery';
import { zipUnavailableMessage } from '../../../shared/delivery-messages';
import { dateLabel, storeClock, windowLabel } from '../../../shared/delivery-slots';
import { formatCents, percentOfCents } from '../../../shared/money';
import { EXPRESS_SHARE_PERCENT, FREE_DELIVERY_OVER_CENTS } from '../../../shared/order-totals';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/orders';
import { FRESHNESS_GUARANTEE_HOURS } from '../../../shared/order-reports';
import type { RecipeCardDto } from '../../../shared/recipes';
import { searchQuery, type SearchResultDto } from '../../../shared/search';
import { SEARCH_SYNONYM_PAIRS } from '../search/search-synonyms';
import type { ChatParse } from './chat-intents';
import { deliveryRules, policyAnswer, sameDaySentence } from './chat-policies';
import type { ShopperOrderRow } from './chat-repository';

/** What the assistant says back: text, the page it cites, and what the panel shows with it. */
export interface ChatAnswer {
  intent: ChatIntent;
  topic: string | null;
  text: string;
  source: ChatSourceDto | null;
  /** False when the assistant had no answer: listed as unanswered in the analytics. */
  answered: boolean;
  products?: ProductCardDto[];
  recipes?: ChatRecipeDto[];
  orders?: ChatOrderDto[];
  offerHandoff?: boolean;
}

export interface AnswerDeps {
  search(q: string): Promise<SearchResultDto>;
  checkZip(zip: string): Promise<DeliveryCheckDto>;
  /** Open delivery windows left today with room in them. */
  sameDaySlotsLeft(now: Date): Promise<number>;
  recipes(q: string | undefined): Promise<RecipeCardDto[]>;
  /** The shopper's orders still to come and their recent ones, newest first. */
  latestOrders(userId: string): Promise<ShopperOrderRow[]>;
  orderByNumber(userId: string, orderNumber: string): Promise<ShopperOrderRow | undefined>;
  /** The shopper's delivered order whose problems can still be reported, if any. */
  reportableOrder?(userId: string, now: Date): Promise<Pick<ShopperOrderRow, 'id' | 'orderNumber'> | undefined>;
}

export const CHAT_PRODUCT_CARDS = 4;
export const CHAT_RECIPE_CARDS = 3;
export const CHAT_ORDERS_SHOWN = 3;
/** Up to this many words, a message no rule knows may be a product name with typos. */
const FALLBACK_TYPO_WORDS = 3;

const HANDOFF_OFFER = 'Would you like me to pass your question to our team? They reply by email and here in the chat.';
const MY_ORDERS = { label: 'My Orders', href: '/account/orders' };
const ABOUT_DELIVERY = { label: 'About: where we deliver', href: '/about' };

export function unanswered(intent: ChatIntent, text: string, topic: string | null = null): ChatAnswer {
  return { intent, topic, text: `${text} ${HANDOFF_OFFER}`, source: null, answered: false, offerHandoff: true };
}

function orderDto(row: ShopperOrderRow, today: string): ChatOrderDto {
  const status = row.status as OrderStatus;
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status,
    statusLabel: ORDER_STATUS_LABELS[status] ?? row.status,
    deliveryLabel: `${dateLabel(row.deliveryDate, today)}, ${windowLabel(row.deliveryWindowStart)}`,
    totalCents: row.totalCents,
  };
}

const COMING = new Set<string>(['pending', 'confirmed', 'packed']);

/**
 * "When will my order arrive": the shopper's next delivery first — an order out for delivery, then the
 * soonest window still to come (store date, then window) — and after them the rest, newest first as given.
 */
export function nextDeliveryFirst<T extends Pick<ShopperOrderRow, 'status' | 'deliveryDate' | 'deliveryWindowStart'>>(
  rows: T[],
  today: string,
): T[] {
  const rank = (r: T) =>
    r.status === 'out_for_delivery' ? 0 : COMING.has(r.status) && r.deliveryDate >= today ? 1 : 2;
  return [...rows].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) < 2 ? a.deliveryDate.localeCompare(b.deliveryDate) || a.deliveryWindowStart - b.deliveryWindowStart : 0),
  );
}

const orderLine = (o: ChatOrderDto) => `${o.orderNumber}: ${o.statusLabel}, delivery ${o.deliveryLabel}`;

async function orderStatus(deps: AnswerDeps, parse: ChatParse, userId: string | null, now: Date) {
  const base = { intent: 'order_status' as const, topic: null, answered: true };
  if (!userId)
    return {
      ...base,
      text: 'Please sign in and I can tell you where your orders are: I only show orders to the shopper who placed them.',
      source: { label: 'Sign in', href: '/login?returnTo=%2Faccount%2Forders' },
    };
  const today = storeClock(now).date;
  if (parse.orderNumber) {
    const row = await deps.orderByNumber(userId, parse.orderNumber);
    if (!row)
      return {
        ...base,
        text: `I couldn't find order ${parse.orderNumber} on your account. I can only show orders placed with the account you're signed in with.`,
        source: MY_ORDERS,
      };
    const order = orderDto(row, today);
    return { ...base, text: `Order ${orderLine(order)}.`, source: MY_ORDERS, orders: [order] };
  }
  const rows = nextDeliveryFirst(await deps.latestOrders(userId), today).slice(0, CHAT_ORDERS_SHOWN);
  const orders = rows.map((row) => orderDto(row, today));
  if (!orders.length) return { ...base, text: "You haven't placed any orders yet.", source: MY_ORDERS };
  const [latest] = orders;
  const lead =
    rows[0]!.status === 'out_for_delivery' || COMING.has(rows[0]!.status) ? 'Your next delivery' : 'Your latest order';
  return {
    ...base,
    text: `${lead} ${orderLine(latest!)}.${orders.length > 1 ? ' Your other recent orders are below.' : ''}`,
    source: MY_ORDERS,
    orders,
  };
}

async function delivery(deps: AnswerDeps, parse: ChatParse, now: Date): Promise<ChatAnswer> {
  const base = {
    intent: 'delivery' as const,
    topic: parse.zip ? 'zip' : 'rules',
    answered: true,
    source: ABOUT_DELIVERY,
  };
  const [slots, check] = await Promise.all([deps.sameDaySlotsLeft(now), parse.zip ? deps.checkZip(parse.zip) : null]);
  if (!parse.zip || !check) return { ...base, text: deliveryRules(now, slots) };
  if (!check.zone) {
    const nearby = check.nearby.map((z) => `${z.zipcode} (${z.city})`).join(', ');
    return {
      ...base,
      text: `${zipUnavailableMessage(parse.zip)}${nearby ? ` Nearby, we deliver to ${nearby}.` : ''}`,
    };
  }
  const zone = check.zone;
  const charge = zone.deliveryChargeCents;
  const express = zone.expressAvailable
    ? ` Express delivery is available there for ${formatCents(percentOfCents(charge, EXPRESS_SHARE_PERCENT * 100))} more.`
    : '';
  return {
    ...base,
    text: `Yes, we deliver to ${zone.zipcode} (${zone.city}). Delivery there costs ${formatCents(charge)}, free on orders over ${formatCents(FREE_DELIVERY_OVER_CENTS)}.${express} ${sameDaySentence(now, slots)}`,
  };
}

async function products(deps: AnswerDeps, parse: ChatParse): Promise<ChatAnswer> {
  const q = parse.query ?? '';
  if (!q)
    return {
      intent: 'product',
      topic: null,
      text: 'Which product are you looking for? Try a name such as "toor dal", "jeera" or "Parle-G".',
      source: { label: 'All products', href: '/products' },
      answered: true,
    };
  const result = await deps.search(q);
  // A sentence no rule knew that finds products only once its words are "corrected" ("driver" →
  // dried) is not about those products; a short fragment with a typo ("basmatti rice") still is.
  const farFetched = parse.searchFallback && result.didYouMean !== null && q.split(' ').length > FALLBACK_TYPO_WORDS;
  if (!result.products.length || farFetched) {
    if (parse.searchFallback)
      return unanswered(
        'unknown',
        "Sorry, I don't have an answer for that. I answer from the shop's own information: products, delivery, your orders, recipes and our policies.",
      );
    return unanswered('product', `I couldn't find "${q}" in our shop.`, q);
  }
  const shown = result.products.slice(0, CHAT_PRODUCT_CARDS);
  const alsoKnownAs = result.expandedTerms.length ? ` (${result.expandedTerms.slice(0, 2).join(', ')})` : '';
  const inStock = shown.filter((p) => p.inStock).length;
  const count = result.total === 1 ? '1 product' : `${result.totalIsEstimate ? 'about ' : ''}${result.total} products`;
  return {
    intent: 'product',
    topic: q.slice(0, 100),
    text: `Yes, we have ${count} for "${q}"${alsoKnownAs}. ${inStock ? 'Here are the top matches' : 'The top matches are out of stock right now, but here they are'}:`,
    source: { label: `Search results for "${q}"`, href: `/search?q=${encodeURIComponent(q)}` },
    answered: true,
    products: shown,
  };
}

/** "jeera" finds the recipes that list cumin: the search's transliterations, both ways. */
function otherNames(q: string): string[] {
  return SEARCH_SYNONYM_PAIRS.flatMap(([a, b]) => (a === q ? [b] : b === q ? [a] : []));
}

async function recipes(deps: AnswerDeps, parse: ChatParse): Promise<ChatAnswer> {
  const q = parse.query || undefined;
  let found = await deps.recipes(q);
  for (const name of q && !found.length ? otherNames(q) : []) {
    found = await deps.recipes(name);
    if (found.length) break;
  }
  if (!found.length) return unanswered('recipe', `I don't have a recipe with "${q}" yet.`, q ?? null);
  const shown = found.slice(0, CHAT_RECIPE_CARDS).map((r) => ({
    slug: r.slug,
    title: r.title,
    totalMinutes: r.totalMinutes,
    image: r.image,
  }));
  return {
    intent: 'recipe',
    topic: q ?? null,
    text: q
      ? `You could cook ${shown.map((r) => r.title).join(', ')} with ${q}. Each recipe can put all its ingredients in your cart.`
      : `Some of our recipes: ${shown.map((r) => r.title).join(', ')}.`,
    source: { label: 'Recipes', href: q ? `/recipes?q=${encodeURIComponent(q)}` : '/recipes' },
    answered: true,
    recipes: shown,
  };
}

/**
 * A signed-in shopper telling of a problem with what arrived ("my okra was rotten") is sent to the
 * report form of their delivered order, with the guarantee, instead of being told the policy only.
 */
async function problemReportOffer(
  deps: AnswerDeps,
  parse: ChatParse,
  userId: string | null,
  now: Date,
): Promise<ChatAnswer | null> {
  if (!parse.problem || !userId || !deps.reportableOrder) return null;
  const order = await deps.reportableOrder(userId, now);
  if (!order) return null;
  return {
    intent: 'policy',
    topic: parse.topic ?? 'freshness',
    text: `Sorry about that! You can report it on order ${order.orderNumber}: choose the item, tell us what was wrong and add a photo if you like. Perishables reported within ${FRESHNESS_GUARANTEE_HOURS} hours of delivery are refunded in full (our freshness guarantee); for anything else our team offers a refund, store credit or a redelivery.`,
    source: { label: 'Report a problem', href: `/account/orders/${order.id}/report` },
    answered: true,
  };
}

/** The answer to one message, from the shop's own data only. */
export async function answerMessage(
  deps: AnswerDeps,
  parse: ChatParse,
  userId: string | null,
  now: Date = new Date(),
): Promise<ChatAnswer> {
  switch (parse.intent) {
    case 'order_status':
      return orderStatus(deps, parse, userId, now);
    case 'delivery':
      return delivery(deps, parse, now);
    case 'product':
      return products(deps, parse);
    case 'recipe':
      return recipes(deps, parse);
    case 'policy': {
      const offer = await problemReportOffer(deps, parse, userId, now);
      if (offer) return offer;
      const policy = policyAnswer(parse.topic!, now);
      return { intent: 'policy', topic: parse.topic!, ...policy, answered: true };
    }
    case 'promo':
      return {
        intent: 'promo',
        topic: null,
        text: "I can't create, change or hand out coupons or discounts. Codes you've been given are in My Promos, and this week's deals and the Thursday sale are on the Deals page.",
        source: { label: 'Deals', href: '/deals' },
        answered: true,
      };
    case 'human':
      return {
        intent: 'human',
        topic: null,
        text: `Of course. ${HANDOFF_OFFER} Our team is here every day, 8 AM – 9 PM.`,
        source: { label: 'Contact', href: '/contact' },
        answered: true,
        offerHandoff: true,
      };
    case 'greeting':
      return {
        intent: 'greeting',
        topic: null,
        text: 'Namaste! I can help with products, delivery to your ZIP code, your orders, recipes and our policies. What would you like to know?',
        source: null,
        answered: true,
      };
    case 'unknown':
      return unanswered(
        'unknown',
        "Sorry, I don't have an answer for that. I answer from the shop's own information: products, delivery, your orders, recipes and our policies.",
      );
  }
}

/** The search the chat runs: the shop's own, first page only. */
export const chatSearchQuery = (q: string) => searchQuery.parse({ q, pageSize: CHAT_PRODUCT_CARDS });
