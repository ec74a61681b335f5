/** The five hard-coded testimonial samples of spec section 3, and the carousel's constants (section 9). */
export interface Testimonial {
  id: string;
  name: string;
  avatar: string;
  rating: number;
  review: string;
  location: string;
  verified: boolean;
}

export const TESTIMONIAL_INTERVAL_MS = 5000;
export const TESTIMONIAL_SMALL_CARDS = 3;
export const TESTIMONIAL_REVIEW_LIMIT = 120;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 't1',
    name: 'Priya Sharma',
    avatar: 'PS',
    rating: 5,
    review:
      'Finally a shop that has the exact brands my mother used in Pune. The toor dal and Sona Masoori rice arrived the same afternoon, and the coriander was fresher than at the store.',
    location: 'Irving, TX',
    verified: true,
  },
  {
    id: 't2',
    name: 'Rahul Menon',
    avatar: 'RM',
    rating: 5,
    review:
      'Ordered before 2 PM for a Diwali party and everything came that evening: sweets, ghee, diyas and fresh curry leaves. Packing was careful and nothing was crushed.',
    location: 'Plano, TX',
    verified: true,
  },
  {
    id: 't3',
    name: 'Anjali Patel',
    avatar: 'AP',
    rating: 4,
    review:
      'Great prices on spices and atta, and the weekly Thursday sale is worth waiting for. I would love more Gujarati snacks, but the selection keeps growing.',
    location: 'Frisco, TX',
    verified: true,
  },
  {
    id: 't4',
    name: 'Vikram Reddy',
    avatar: 'VR',
    rating: 5,
    review:
      'The okra was a little soft once and they refunded it within the day, no questions asked. That freshness guarantee is real, which is why I keep ordering every week.',
    location: 'Southlake, TX',
    verified: true,
  },
  {
    id: 't5',
    name: 'Meera Iyer',
    avatar: 'MI',
    rating: 4,
    review:
      'Easy to find jain and vrat-friendly items with the dietary filters. Delivery slots fit around work, and the drivers are always polite.',
    location: 'Grapevine, TX',
    verified: false,
  },
];

export function averageRating(items: readonly Pick<Testimonial, 'rating'>[]): string {
  if (items.length === 0) return '0.0';
  return (items.reduce((sum, t) => sum + t.rating, 0) / items.length).toFixed(1);
}

export function truncateReview(review: string, limit = TESTIMONIAL_REVIEW_LIMIT): string {
  if (review.length <= limit) return review;
  return `${review.slice(0, limit).trimEnd()}…`;
}
