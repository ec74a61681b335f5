/**
 * The auth messages the app shell itself shows (session and route guard). Apart from AUTH_MESSAGES,
 * which spreads them, so the first page load does not carry every sign-in and reset message.
 */
export const SESSION_MESSAGES = {
  signedOut: 'Signed out successfully',
  signOutFailed: 'Error signing out',
  staffOnly: 'This account does not have staff access.',
} as const;
