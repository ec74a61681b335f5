// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatConversationDto, ChatMessageDto } from '../../../../shared/chat';
import { renderWithProviders } from '../../../test/render';
import { chatConversationKey } from '../api/chat-api';
import ChatPanel from './chat-panel';

const message = (m: Partial<ChatMessageDto>): ChatMessageDto => ({
  id: 'm1',
  role: 'assistant',
  text: '',
  intent: null,
  source: null,
  products: [],
  recipes: [],
  orders: [],
  offerHandoff: false,
  feedback: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...m,
});

function renderPanel(conversation: ChatConversationDto) {
  return renderWithProviders(<ChatPanel open onOpenChange={() => undefined} />, {
    data: [
      [['session'], null],
      [chatConversationKey, conversation],
    ],
  });
}

describe('ChatPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows what a shopper typed as text, never as markup, in a polite live log', () => {
    const typed = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    renderPanel({
      conversationId: 'c1',
      handedOff: false,
      messages: [message({ id: 's1', role: 'shopper', text: typed })],
    });
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText(typed)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('offers suggested questions first, cites the page of an answer and offers the hand-off when it had none', () => {
    const { unmount } = renderPanel({ conversationId: null, handedOff: false, messages: [] });
    expect(screen.getByRole('button', { name: 'Do you have jeera?' })).toBeInTheDocument();
    unmount();
    renderPanel({
      conversationId: 'c1',
      handedOff: false,
      messages: [
        message({
          id: 'a1',
          text: 'Yes! We match it.',
          source: { label: 'Terms of Service', href: '/terms-of-service' },
        }),
        message({ id: 'a2', text: "Sorry, I don't have an answer for that.", offerHandoff: true }),
      ],
    });
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
    const form = screen.getByRole('form', { name: 'Hand this conversation to our team' });
    expect(within(form).getByLabelText('Your email')).toBeInTheDocument();
  });

  it('shows the typing indicator while the answer is on its way, and the limit message when refused', async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderPanel({ conversationId: 'c1', handedOff: false, messages: [] });
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'do you have ghee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Assistant is typing…')).toBeInTheDocument();
    answer(
      new Response(
        JSON.stringify({
          error: { code: 'RATE_LIMITED', message: "You're sending messages faster than we can answer." },
        }),
        { status: 429, headers: { 'content-type': 'application/json' } },
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toContain("You're sending messages faster");
    await waitFor(() => expect(screen.queryByText('Assistant is typing…')).toBeNull());
    expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).value).toBe('do you have ghee');
  });
});
