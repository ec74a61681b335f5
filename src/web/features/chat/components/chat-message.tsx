import { Link } from 'react-router';
import type { ChatMessageDto } from '../../../../shared/chat';
import { formatCents } from '../../../../shared/money';
import { cn } from '../../../lib/cn';
import { ProductGrid } from '../../../components/shop/product-grid';
import { ThumbsDownIcon, ThumbsUpIcon } from './chat-icons';

const SPEAKER: Record<ChatMessageDto['role'], string> = {
  shopper: 'You',
  assistant: 'Assistant',
  staff: 'Desi Grocer team',
};

/**
 * One message. Text is always rendered as text (never as HTML), so markup a shopper types is shown
 * as typed. An answer carries what it found (products, recipes, orders) and the page it comes from.
 */
export function ChatMessage({
  message,
  onNavigate,
  onRate,
}: {
  message: ChatMessageDto;
  onNavigate: () => void;
  onRate?: (rating: 'up' | 'down') => void;
}) {
  const mine = message.role === 'shopper';
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <p className="text-xs font-medium text-muted">{SPEAKER[message.role]}</p>
      <div
        className={cn(
          'max-w-[90%] whitespace-pre-line break-words rounded-2xl px-3 py-2 text-sm',
          mine
            ? 'bg-brand-700 text-white'
            : message.role === 'staff'
              ? 'bg-saffron-50 text-ink'
              : 'bg-gray-100 text-ink',
        )}
      >
        {message.text}
      </div>
      {message.products.length ? (
        // The shop's own product cards, two to a row as on a phone: price, stock, sizes and Add to Cart.
        <div className="w-full" onClickCapture={(e) => (e.target as Element).closest('a') && onNavigate()}>
          <ProductGrid
            products={message.products}
            className="grid-cols-2 gap-2 sm:gap-2 md:grid-cols-2 lg:grid-cols-2 xl:grid-cols-2"
          />
        </div>
      ) : null}
      {message.recipes.length ? (
        <ul aria-label="Recipes" className="flex w-full flex-col gap-1">
          {message.recipes.map((recipe) => (
            <li key={recipe.slug}>
              <Link
                to={`/recipes/${recipe.slug}`}
                onClick={onNavigate}
                className="flex items-center gap-3 rounded-xl border border-gray-200 p-2 text-sm font-semibold hover:bg-gray-50"
              >
                <img src={recipe.image} alt="" width={40} height={40} className="size-10 rounded-lg" />
                {recipe.title}
                <span className="ml-auto text-xs font-normal text-muted">{recipe.totalMinutes} min</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {message.orders.length ? (
        <ul aria-label="Orders" className="flex w-full flex-col gap-1">
          {message.orders.map((order) => (
            <li key={order.id}>
              <Link
                to={`/account/orders/${order.id}`}
                onClick={onNavigate}
                className="block rounded-xl border border-gray-200 p-2 text-sm hover:bg-gray-50"
              >
                <span className="font-semibold">{order.orderNumber}</span> · {order.statusLabel}
                <span className="block text-xs text-muted">
                  Delivery {order.deliveryLabel} · {formatCents(order.totalCents)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {message.source ? (
        <p className="text-xs text-muted">
          Source:{' '}
          <Link to={message.source.href} onClick={onNavigate} className="font-medium text-brand-800 underline">
            {message.source.label}
          </Link>
        </p>
      ) : null}
      {onRate ? (
        <div className="flex gap-1" role="group" aria-label="Was this answer helpful?">
          {(['up', 'down'] as const).map((rating) => {
            const Icon = rating === 'up' ? ThumbsUpIcon : ThumbsDownIcon;
            return (
              <button
                key={rating}
                type="button"
                aria-pressed={message.feedback === rating}
                aria-label={rating === 'up' ? 'Helpful' : 'Not helpful'}
                onClick={() => onRate(rating)}
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-gray-100',
                  message.feedback === rating && 'bg-brand-50 text-brand-800',
                )}
              >
                <Icon />
              </button>
            );
          })}
        </div>
      ) : null}
    </li>
  );
}
