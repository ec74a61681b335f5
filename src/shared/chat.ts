import { z } from 'zod';
import { emailField, fullNameField } from './auth';
import { productCardDto } from './catalog';

/**
 * The floating chat assistant (spec section 1, PRODUCT.md "Content, chat, notifications"): it answers
 * from the shop's own data, and what it cannot answer it hands to staff as a query. One schema per
 * payload, parsed by the panel and by the API.
 */
export const CHAT_INTENTS = [
  'product',
  'delivery',
  'order_status',
  'policy',
  'recipe',
  'promo',
  'greeting',
  'human',
  'unknown',
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];
export const CHAT_INTENT_LABELS: Record<ChatIntent, string> = {
  product: 'Products',
  delivery: 'Delivery',
  order_status: 'Order status',
  policy: 'Store policies',
  recipe: 'Recipes',
  promo: 'Coupons and deals',
  greeting: 'Greetings',
  human: 'Asked for a person',
  unknown: 'Not understood',
};

export const POLICY_TOPICS = [
  'freshness',
  'returns',
  'price_match',
  'substitutions',
  'bulk_orders',
  'thursday_sale',
  'subscriptions',
  'minimum_order',
  'payment',
] as const;
export type PolicyTopic = (typeof POLICY_TOPICS)[number];

/** Longer than any real question; a pasted essay is refused, not stored. */
export const CHAT_MESSAGE_MAX_LENGTH = 1_000;
export const CHAT_MESSAGE_TOO_LONG = `Please keep your message under ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`;
export const CHAT_MESSAGE_EMPTY = 'Please type a question.';
/**
 * Spam limit, counted in the database so it holds across instances: per conversation, and (wider, as
 * a household or an office shares one address) per network address.
 */
export const CHAT_RATE_LIMIT = { perConversation: 20, perAddress: 120, windowSeconds: 60 } as const;
export const CHAT_RATE_LIMIT_MESSAGE =
  "You're sending messages faster than we can answer. Please wait a minute, then ask again.";
export const CHAT_NOT_FOUND = 'This conversation does not exist.';
export const CHAT_HANDOFF_DONE = 'This conversation is already with our team.';

/** Questions the panel offers before the first message (and after an answer it could not give). */
export const CHAT_SUGGESTED_QUESTIONS = [
  'Do you deliver to 75038?',
  'Where is my order?',
  'Do you have jeera?',
  'What can I cook with paneer?',
  'What is your freshness guarantee?',
] as const;

export const chatMessageInput = z.object({
  conversationId: z.uuid('Unknown conversation').optional(),
  message: z.string().trim().min(1, CHAT_MESSAGE_EMPTY).max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGE_TOO_LONG),
});
export type ChatMessageInput = z.infer<typeof chatMessageInput>;

export const chatConversationQuery = z.object({ id: z.uuid('Unknown conversation').optional() });

/** Staff replies the shopper has not seen yet (the chat button's mark). */
export const chatUnreadDto = z.object({ conversationId: z.string().nullable(), unread: z.number().int() });
export type ChatUnreadDto = z.infer<typeof chatUnreadDto>;
export const chatReadInput = z.object({ conversationId: z.uuid('Unknown conversation') });

/** Consent is the click; a guest also says where staff may write back. */
export const chatHandoffInput = z.object({
  conversationId: z.uuid('Unknown conversation'),
  name: fullNameField.optional(),
  email: emailField.optional(),
});
export type ChatHandoffInput = z.infer<typeof chatHandoffInput>;

export const chatFeedbackInput = z.object({
  conversationId: z.uuid('Unknown conversation'),
  rating: z.enum(['up', 'down']),
});
export const chatMessageParams = z.object({ id: z.uuid('Unknown message') });

export const chatSourceDto = z.object({ label: z.string(), href: z.string() });
export type ChatSourceDto = z.infer<typeof chatSourceDto>;

export const chatOrderDto = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  deliveryLabel: z.string(),
  totalCents: z.number().int(),
});
export type ChatOrderDto = z.infer<typeof chatOrderDto>;

export const chatRecipeDto = z.object({
  slug: z.string(),
  title: z.string(),
  totalMinutes: z.number(),
  image: z.string(),
});
export type ChatRecipeDto = z.infer<typeof chatRecipeDto>;

export const chatMessageDto = z.object({
  id: z.string(),
  role: z.enum(['shopper', 'assistant', 'staff']),
  text: z.string(),
  intent: z.enum(CHAT_INTENTS).nullable(),
  source: chatSourceDto.nullable(),
  products: z.array(productCardDto),
  recipes: z.array(chatRecipeDto),
  orders: z.array(chatOrderDto),
  /** The assistant could not answer: the panel offers to hand the conversation to staff. */
  offerHandoff: z.boolean(),
  feedback: z.enum(['up', 'down']).nullable(),
  createdAt: z.string(),
});
export type ChatMessageDto = z.infer<typeof chatMessageDto>;

export const chatConversationDto = z.object({
  conversationId: z.string().nullable(),
  handedOff: z.boolean(),
  messages: z.array(chatMessageDto),
});
export type ChatConversationDto = z.infer<typeof chatConversationDto>;
