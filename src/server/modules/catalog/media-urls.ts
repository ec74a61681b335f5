/**
 * Where an upload is kept. `reports` (shoppers' photos of a problem with an order) is not served under
 * /media: only its shopper and staff read it, through the reports' own routes.
 */
export type MediaFolder = 'products' | 'banners' | 'categories' | 'reports';

/** Our own upload's address, and only that: "/media/products/<uuid>-page.webp". */
export const MEDIA_FILE = /^\/media\/(products|banners|categories)\/([0-9a-f-]{36})-(card|page)\.webp$/;

/** The card-size address of an uploaded page image; any other image address as it is. */
export const cardImage = (url: string) => (MEDIA_FILE.test(url) ? url.replace(/-page\.webp$/, '-card.webp') : url);
