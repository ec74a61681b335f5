import { z } from 'zod';
import { isCalendarDate } from './calendar-dates';
import { fullNameField, phoneField } from './auth';
import { INVALID_ZIP_MESSAGE, isValidZip } from './zip';

/** Profile and address payloads (spec sections 3 and 5), parsed by the account forms and the API alike. */
export const BIRTH_DATE_MESSAGE = 'Please enter a valid birth date (must be between 18-100 years old)';

/** The 50 states and the District of Columbia, by USPS code. */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const satisfies readonly (readonly [string, string])[];
export type UsStateCode = (typeof US_STATES)[number][0];
const STATE_CODES = new Set<string>(US_STATES.map(([code]) => code));
export const isUsStateCode = (value: string): value is UsStateCode => STATE_CODES.has(value);

/** Today's calendar date in the store's zone (America/Chicago) as YYYY-MM-DD. */
export function storeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A real calendar date from 100 years ago up to 18 years ago, both ends included. */
export function isValidBirthDate(value: string, today: string = storeToday()): boolean {
  if (!isCalendarDate(value)) return false;
  const todayYear = Number(today.slice(0, 4));
  const rest = today.slice(4);
  // String order is date order for YYYY-MM-DD; a Feb 29 bound simply compares after Feb 28.
  const oldest = `${String(todayYear - 100).padStart(4, '0')}${rest}`;
  const youngest = `${String(todayYear - 18).padStart(4, '0')}${rest}`;
  return value >= oldest && value <= youngest;
}

/** Optional text: '' or null clears it, undefined leaves it unchanged (PATCH). */
const optionalText = <T extends z.ZodType<string, string>>(rule: T) =>
  z
    .union([z.literal(''), z.null(), rule])
    .transform((v) => (v === '' || v === null ? null : v))
    .optional();

export const profileInput = z.object({
  fullName: optionalText(fullNameField),
  phone: optionalText(phoneField),
  dateOfBirth: optionalText(
    z
      .string()
      .trim()
      .refine((v) => isValidBirthDate(v), BIRTH_DATE_MESSAGE),
  ),
});
export type ProfileInput = z.input<typeof profileInput>;

export const profileDto = z.object({
  userId: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  hasPassword: z.boolean(),
});
export type ProfileDto = z.infer<typeof profileDto>;

export const ADDRESS_MESSAGES = {
  street: 'Street address is required',
  city: 'City is required',
  state: 'Please select a state',
  zip: INVALID_ZIP_MESSAGE,
  notFound: 'Address not found',
  limit: 'You can save up to 20 addresses',
} as const;
export const MAX_ADDRESSES = 20;

/** The US address shape of spec section 3; country is always US. */
export const addressInput = z.object({
  label: z.string().trim().max(40, 'Label must be at most 40 characters').optional().default(''),
  street: z
    .string({ error: ADDRESS_MESSAGES.street })
    .trim()
    .min(1, ADDRESS_MESSAGES.street)
    .max(120, 'Street address is too long'),
  street2: z.string().trim().max(120, 'Apartment, suite or unit is too long').optional().default(''),
  city: z.string({ error: ADDRESS_MESSAGES.city }).trim().min(1, ADDRESS_MESSAGES.city).max(80, 'City is too long'),
  state: z
    .string({ error: ADDRESS_MESSAGES.state })
    .trim()
    .toUpperCase()
    .refine((v) => isUsStateCode(v), ADDRESS_MESSAGES.state),
  zipCode: z.string({ error: ADDRESS_MESSAGES.zip }).trim().refine(isValidZip, ADDRESS_MESSAGES.zip),
  isDefault: z.boolean().optional(),
});
export type AddressInput = z.input<typeof addressInput>;

export const addressDto = z.object({
  id: z.string(),
  label: z.string(),
  street: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.literal('US'),
  isDefault: z.boolean(),
  /** Whether an active delivery zone covers the ZIP right now. */
  deliverable: z.boolean(),
});
export type AddressDto = z.infer<typeof addressDto>;
export const addressListDto = z.object({ addresses: z.array(addressDto) });
export const addressIdParam = z.object({ id: z.string().max(64) });
