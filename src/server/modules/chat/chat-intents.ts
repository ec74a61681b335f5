import type { ChatIntent, PolicyTopic } from '../../../shared/chat';
import { chatWords, MessageWords, phrases } from './chat-words';

/**
 * What a chat message asks for, by rules over its words (typo-tolerant, with the Hindi/Hinglish
 * shoppers type). Products are not listed here: whatever names a product is left to the search index,
 * which knows the catalog, its typos and transliterations ("jeera" → cumin). Rules run in order; the
 * first that matches wins, so the narrow ones (an order number, "minimum order") come before the broad.
 */
export interface ChatParse {
  intent: ChatIntent;
  topic?: PolicyTopic;
  zip?: string;
  orderNumber?: string;
  /** What to look up: the product words, or the ingredient of a recipe question. */
  query?: string;
  /**
   * Nothing but the search index can tell whether these words name a product: the answer is a
   * product answer if the search finds something, otherwise the question is unanswered.
   */
  searchFallback?: boolean;
  /**
   * The shopper tells of a problem with what arrived ("my okra was rotten", "an item was missing")
   * rather than asking about the policy: the answer can send them to their order's report form.
   */
  problem?: boolean;
}

const ORDER_NUMBER = /\b(us|go)-?(\d{8})-?(\d{4})\b/i;
const MAX_WORDS = 100;
const ZIP = /(?<![\d-])(\d{5})(?![\d-])/;

const ORDER_WORDS = phrases('order, orders, ordr, oder');
/** "Where is my delivery": these words mean an order only with a question of where or when. */
const SHIPMENT_WORDS = phrases('package, parcel, groceries, delivery, stuff');
const WHERE_WHEN = phrases(
  'where, status, arrive, arriving, =come, coming, delivered, late, kab, =when, eta, aaya, aayega, ayega, pahunchega, kaha, kahan, shipped',
);
const ORDER_STATUS_WORDS = [...WHERE_WHEN, ...phrases('=my, mera, meri, =placed, =last, latest, recent')];
/** Words of a question about delivery in general, never about one order. */
const DELIVERY_TERMS = phrases(
  'same day, sameday, fee, fees, =charge, free delivery, =area, zip, =slot, =slots, cutoff, cut off',
);
const TRACKING = phrases('=track, =tracking, trak, order status, order kaha, order kahan');

const MINIMUM_ORDER = phrases('minimum, min order, =least order, smallest order');
const PAYMENT = phrases(
  'payment, pay, paying, cash, cod, credit card, debit card, card, apple pay, google pay, stripe, venmo, zelle, paypal',
);
const BULK = phrases('bulk, wholesale, catering, restaurant, temple, large order, big order, party order, 50 items');
const SUBSCRIPTIONS = phrases('subscribe, subscription, subscriptions, recurring, autoship, every week, weekly box');
const FRESHNESS = phrases(
  'freshness, fresh guarantee, guarantee, spoiled, spoilt, rotten, =stale, expired, moldy, mouldy, not fresh, kharab, kharaab, damaged, bad quality, smelled, smells',
);
/** Something wrong with an item that arrived, beside FRESHNESS's words. */
const ITEM_PROBLEM = phrases(
  'missing, wrong item, wrong product, =broken, crushed, leaking, leaked, =torn, squashed, bruised, damaged',
);
/** Telling what happened ("my … was", "came", "arrived"; Hindi "thi", "tha"), not asking. */
const TELLING = phrases('=my, =was, =were, =came, arrived, received, =got, =thi, =tha, =is, =are');
/** A question about the guarantee itself. */
const POLICY_QUESTION = phrases('policy, =guarantee, =what, =how, =does, do you');
const RETURNS = phrases('return, returns, refund, refunds, =exchange, money back, wapas, vapas');
const PRICE_MATCH = phrases(
  'price match, pricematch, match price, match the price, cheaper, lower price, beat, competitor, patel',
);
const SUBSTITUTIONS = phrases('substitute, substitution, substitutions, replacement, replace, swap, out of stock item');
const THURSDAY_SALE = phrases('thursday, weekly sale, =sale, =sales, =deals, =deal, =offers, discount, discounts');
const PROMO = phrases(
  'coupon, coupons, promo, promos, voucher, discount code, 100%, free money, gift card, free stuff',
);
const DELIVERY = phrases(
  'deliver, delivery, deliveries, delivering, =ship, =shipping, same day, sameday, cutoff, cut off, =slot, =slots, zip, zipcode, pin code, =area, areas, fee, fees, =charge, charges, free delivery, express, reach, dallas, irving, plano, frisco, texas',
);
const RECIPE = phrases(
  'recipe, recipes, recipie, =cook, =cooking, dish, dishes, make with, make using, banaye, banau, banaun, bana sakte, =khana, dinner idea, lunch idea, breakfast idea, what to make',
);
const HUMAN = phrases(
  'human, person, agent, =staff, representative, real person, customer service, customer care, talk to someone, speak to, talk to, call me, manager, support, someone',
);
const GREETING = phrases(
  'hi, hello, hey, hii, namaste, namaskar, good morning, good evening, thanks, thank, thx, bye, ok, okay, cool, great, vanakkam, kem cho, sat sri akal',
);
const PRODUCT_ASK = phrases(
  'do you have, do u have, do you sell, do you carry, do you stock, have you got, got any, is there, in stock, available, price of, how much, cost of, looking for, where can i find, i need, i want, milega, milta, hai kya, chahiye, kitne ka, kitna, show me, sell',
);

/** Words that frame a product question rather than name the product. */
const PRODUCT_FRAME = new Set(
  (
    'a an the some any of for me i im you u your ur do does did have has got get sell carry stock in is are there ' +
    'please pls plz want need looking look find buy where can could would price prices cost costs how much many what ' +
    'whats available availability hai kya milega milta chahiye ka ki ke ko to on at with store shop item items ' +
    'product products show tell about ya hey hi hello and or it this that sir madam bhai yaar kitne kitna stocked ' +
    'today now right currently still again'
  ).split(' '),
);
const RECIPE_FRAME = new Set(
  (
    'what can i cook make with using from recipe recipes recipie dish dishes some any a an the good easy quick ' +
    'idea ideas for me please pls cooking something banaye banau banaun bana sakte hain hai kya khana se ke ' +
    'dinner lunch breakfast to have got tonight do you'
  ).split(' '),
);

function productQuery(words: readonly string[]): string {
  return words.filter((w) => !PRODUCT_FRAME.has(w)).join(' ');
}

/** "what can I cook with paneer" → paneer; "recipe for chole" → chole. */
function recipeQuery(words: readonly string[]): string {
  const after = words.findIndex((w) => w === 'with' || w === 'using' || w === 'from' || w === 'for');
  const tail = after >= 0 ? words.slice(after + 1) : words;
  return tail.filter((w) => !RECIPE_FRAME.has(w)).join(' ');
}

const POLICY_RULES: [PolicyTopic, string[][]][] = [
  ['minimum_order', MINIMUM_ORDER],
  ['bulk_orders', BULK],
  ['subscriptions', SUBSCRIPTIONS],
  ['freshness', FRESHNESS],
  ['price_match', PRICE_MATCH],
  ['returns', RETURNS],
  ['substitutions', SUBSTITUTIONS],
];

export function parseChatMessage(text: string): ChatParse {
  const number = ORDER_NUMBER.exec(text);
  if (number) return { intent: 'order_status', orderNumber: `${number[1]!.toUpperCase()}-${number[2]}-${number[3]}` };
  // A question is a few words; the first hundred say what it is about.
  const words = chatWords(text).slice(0, MAX_WORDS);
  if (!words.length) return { intent: 'unknown' };
  const message = new MessageWords(words);

  const freshness = message.hasAny(FRESHNESS);
  if (
    (freshness || message.hasAny(ITEM_PROBLEM)) &&
    message.hasAny(TELLING) &&
    !message.hasAny(POLICY_QUESTION) &&
    !message.hasAny(TRACKING)
  )
    return { intent: 'policy', topic: freshness ? 'freshness' : 'returns', problem: true };

  const aboutOrders =
    (message.hasAny(ORDER_WORDS) && message.hasAny(ORDER_STATUS_WORDS)) ||
    (message.hasAny(SHIPMENT_WORDS) && message.hasAny(WHERE_WHEN) && message.find(['=my']) >= 0);
  const generalQuestion =
    ZIP.test(text) || message.hasAny(DELIVERY_TERMS) || message.hasAny(MINIMUM_ORDER) || message.hasAny(BULK);
  if ((message.hasAny(TRACKING) || aboutOrders) && !generalQuestion) return { intent: 'order_status' };

  // Before delivery: "cash on delivery" is a payment question.
  if (message.hasAny(PAYMENT) && !message.hasAny(PROMO)) return { intent: 'policy', topic: 'payment' };
  for (const [topic, list] of POLICY_RULES) if (message.hasAny(list)) return { intent: 'policy', topic };
  if (message.hasAny(PROMO)) return { intent: 'promo' };
  if (message.hasAny(THURSDAY_SALE)) return { intent: 'policy', topic: 'thursday_sale' };

  const zip = ZIP.exec(text)?.[1];
  if (zip) return { intent: 'delivery', zip };
  if (message.hasAny(DELIVERY)) return { intent: 'delivery' };

  if (message.hasAny(RECIPE)) return { intent: 'recipe', query: recipeQuery(words) };
  if (message.hasAny(HUMAN)) return { intent: 'human' };

  const query = productQuery(words);
  if (message.hasAny(PRODUCT_ASK)) return { intent: 'product', query };
  // "hi", "thanks!", "ok great" — but "hi, paneer?" still asks for paneer.
  const rest = query.split(' ').filter((w) => w && !new MessageWords([w]).hasAny(GREETING));
  if (words.length <= 4 && message.hasAny(GREETING) && !rest.length) return { intent: 'greeting' };
  return query ? { intent: 'product', query, searchFallback: true } : { intent: 'unknown' };
}
