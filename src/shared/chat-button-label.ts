// Kept apart from ./chat, whose zod schemas would otherwise load with the chat button on every page.

/** The chat button's accessible name: "Chat" or "Chat, 1 unread reply". */
export const chatButtonLabel = (unread: number) =>
  unread > 0 ? `Chat, ${unread} unread ${unread === 1 ? 'reply' : 'replies'}` : 'Chat';
