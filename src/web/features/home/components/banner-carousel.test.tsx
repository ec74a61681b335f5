// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BannerDto } from '../../../../shared/catalog';
import { renderWithProviders } from '../../../test/render';
import { BannerCarousel } from './banner-carousel';

const banners: BannerDto[] = [1, 2, 3].map((n) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  imageUrl: `/img/banners/${n}.svg`,
  altText: `Banner ${n}`,
  linkUrl: '/deals',
  displayOrder: n,
}));

const visibleSlide = () =>
  screen.getAllByRole('group', { hidden: true }).findIndex((el) => el.getAttribute('aria-hidden') === 'false');

describe('BannerCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('advances every 3 s and wraps', () => {
    renderWithProviders(<BannerCarousel />, { data: [[['banners'], banners]] });
    expect(visibleSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleSlide()).toBe(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleSlide()).toBe(2);
    act(() => vi.advanceTimersByTime(3000));
    expect(visibleSlide()).toBe(0);
  });

  it('pauses on hover, keeping the time left, and shows a progress bar', () => {
    renderWithProviders(<BannerCarousel />, { data: [[['banners'], banners]] });
    const region = screen.getByRole('region', { name: 'Offers' });
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(region);
    expect(screen.getByTestId('banner-progress').style.animationPlayState).toBe('paused');
    act(() => vi.advanceTimersByTime(10_000));
    expect(visibleSlide()).toBe(0);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(999));
    expect(visibleSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide()).toBe(1);
  });
});
