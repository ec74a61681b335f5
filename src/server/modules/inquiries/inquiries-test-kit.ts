import { storeClock } from '../../../shared/delivery-slots';
import { request, type TestShop } from '../../test/harness';

let counter = 0;
/** A network address and an email nobody else in the file uses, so the spam limit never crosses tests. */
export function freshSender() {
  counter += 1;
  return {
    ip: `10.16.${Math.floor(counter / 250)}.${(counter % 250) + 1}`,
    email: `sender${counter}.${process.pid}@example.test`,
  };
}

export const contactBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Lakshmi Raman',
  email,
  phone: '(972) 555-0147',
  topic: 'product',
  message: 'Do you stock fresh curry leaves and drumsticks at the Irving store this week?',
  ...overrides,
});

/** A date a week ahead in store time, valid as a bulk order's event date. */
export const nextWeek = () => {
  const d = new Date(`${storeClock().date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
};

export const bulkBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Ravi Shankar',
  email,
  phone: '214-555-0190',
  organisation: 'Sri Venkateswara Temple, Irving',
  eventDate: nextWeek(),
  lines: [
    { product: 'Sona Masoori rice, 20 lb bag', quantity: 30 },
    { product: 'Toor dal, 4 lb', quantity: 25 },
  ],
  notes: 'For the Karthika Deepam annadanam.\nPlease deliver to the temple kitchen entrance.',
  ...overrides,
});

export const franchiseBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Nair',
  email,
  phone: '+1 469 555 0111',
  city: 'Frisco',
  investmentRange: '150k_300k',
  experience:
    'I have run a convenience store in Plano for six years and know the local Indian community well.\nI speak Hindi, Tamil and Telugu.',
  ...overrides,
});

export interface FormAnswer {
  received?: true;
  acknowledged?: boolean;
  error?: { code: string; message: string; fields?: Record<string, string> };
}

/** Sends a form from `ip` as a browser on the shop's own page would (signed in when given a cookie). */
export async function sendForm(shop: TestShop, path: string, body: unknown, ip: string, cookie?: string) {
  const response = await request(shop, { method: 'POST', url: `/api/queries/${path}`, payload: body, ip, cookie });
  return { status: response.statusCode, body: JSON.parse(response.body) as FormAnswer };
}
