/** The ZIP check's messages (spec section 8), without zod so the home page does not load the schema library. */
export const ZIP_AVAILABLE_MESSAGE = 'Great news! We deliver to your area.';
export const zipUnavailableMessage = (zip: string) => `Sorry, we don't deliver to ${zip} yet. We're expanding soon!`;
export const ZIP_LOOKUP_FAILED_MESSAGE = 'Failed to validate delivery area';
