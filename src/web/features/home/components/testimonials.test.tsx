// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TESTIMONIALS } from '../../../../shared/testimonials';
import { Testimonials } from './testimonials';

const current = () => screen.getByTestId('testimonial-current').textContent ?? '';

describe('Testimonials carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('advances every 5 s and wraps after the last sample', () => {
    render(<Testimonials />);
    expect(current()).toContain(TESTIMONIALS[0]!.name);
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toContain(TESTIMONIALS[0]!.name);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toContain(TESTIMONIALS[1]!.name);
    for (let i = 0; i < 4; i++) act(() => vi.advanceTimersByTime(5000));
    expect(current()).toContain(TESTIMONIALS[0]!.name);
  });

  it('stops auto-advance for good after any manual action', () => {
    render(<Testimonials />);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(current()).toContain(TESTIMONIALS[1]!.name);
    act(() => vi.advanceTimersByTime(60_000));
    expect(current()).toContain(TESTIMONIALS[1]!.name);
  });

  it('shows the average rating to one decimal and three small cards truncated at 120 characters', () => {
    render(<Testimonials />);
    const avg = (TESTIMONIALS.reduce((s, t) => s + t.rating, 0) / TESTIMONIALS.length).toFixed(1);
    expect(screen.getByText(new RegExp(`^${avg} out of 5 average rating`))).toBeInTheDocument();
    const snippets = screen.getAllByTestId('testimonial-snippet');
    expect(snippets).toHaveLength(3);
    for (const s of snippets) expect((s.textContent ?? '').length).toBeLessThanOrEqual(121);
    expect(snippets.some((s) => s.textContent?.endsWith('…'))).toBe(true);
  });
});
