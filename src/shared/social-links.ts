import { z } from 'zod';

/** The shop's pages on social networks, as the operator configures them (none by default). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const socialLinkDto = z.object({ network: z.enum(SOCIAL_NETWORKS), href: z.url() });
export type SocialLinkDto = z.infer<typeof socialLinkDto>;
