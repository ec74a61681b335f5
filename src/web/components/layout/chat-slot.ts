/**
 * Where the chat button sits on a phone: in the sticky header's icon row, where it can never cover a
 * page's controls. The header renders the empty slot; the chat, loaded later in its own chunk, fills it.
 */
export const CHAT_SLOT_ID = 'chat-launcher-slot';
