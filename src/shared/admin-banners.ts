import { z } from 'zod';
import { storeTimeField } from './calendar-dates';
import { linkTarget } from './link-targets';

/**
 * Staff scrolling banners. The schedule is store-time wall clock, as for promos. An image is
 * either the shop's generated banner art (/img/banners/<theme>.svg?title=…&subtitle=…) or an address.
 */
export const BANNER_THEMES = ['saffron', 'leaf', 'chili', 'turmeric', 'indigo'] as const;
export type BannerTheme = (typeof BANNER_THEMES)[number];

export const BANNER_MESSAGES = {
  altRequired: 'Alt text is required: describe the banner for shoppers who cannot see it',
  image: 'Use the banner art or an image address starting with / or https://',
  link: 'Use a shop page such as /deals or an address starting with https://',
  endBeforeStart: 'The end must be after the start',
  order: 'Send every banner exactly once',
} as const;

const storeTime = storeTimeField().nullable();
/** A path on this site ("/deals", never "//elsewhere") or an https address. */
const siteOrHttps = (message: string) =>
  z
    .string()
    .trim()
    .max(1000, message)
    .refine((v) => {
      const target = linkTarget(v);
      return target?.kind === 'site' || (target?.kind === 'web' && /^https:\/\/[^\s]+$/.test(v));
    }, message);

export const bannerInput = z
  .object({
    imageUrl: siteOrHttps(BANNER_MESSAGES.image),
    altText: z.string().trim().min(3, BANNER_MESSAGES.altRequired).max(200, 'Alt text cannot exceed 200 characters'),
    linkUrl: siteOrHttps(BANNER_MESSAGES.link).nullable(),
    isActive: z.boolean(),
    startsAt: storeTime,
    endsAt: storeTime,
  })
  .refine((v) => !v.startsAt || !v.endsAt || v.endsAt > v.startsAt, {
    path: ['endsAt'],
    message: BANNER_MESSAGES.endBeforeStart,
  });
export type BannerInput = z.infer<typeof bannerInput>;

export const bannerOrderInput = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

export const adminBannerDto = z.object({
  id: z.uuid(),
  imageUrl: z.string(),
  altText: z.string(),
  linkUrl: z.string().nullable(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** On the home page right now: active and inside its schedule. */
  showing: z.boolean(),
  status: z.enum(['showing', 'scheduled', 'ended', 'inactive']),
});
export type AdminBannerDto = z.infer<typeof adminBannerDto>;

/** The generated banner art's address for a theme and its two lines of text. */
export function bannerArtUrl(theme: BannerTheme, title: string, subtitle: string): string {
  return `/img/banners/${theme}.svg?${new URLSearchParams({ title, subtitle }).toString()}`;
}

/** The art's theme and text back from its address, or null for any other image. */
export function parseBannerArt(url: string): { theme: BannerTheme; title: string; subtitle: string } | null {
  const match = /^\/img\/banners\/([a-z]+)\.svg(?:\?(.*))?$/.exec(url);
  if (!match || !(BANNER_THEMES as readonly string[]).includes(match[1]!)) return null;
  const params = new URLSearchParams(match[2] ?? '');
  return { theme: match[1] as BannerTheme, title: params.get('title') ?? '', subtitle: params.get('subtitle') ?? '' };
}
