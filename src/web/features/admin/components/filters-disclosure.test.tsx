// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { countActiveFilters, FiltersDisclosure } from './filters-disclosure';

afterEach(cleanup);

describe('countActiveFilters', () => {
  it('counts each filter with a value once, leaving out sort, direction, paging and empty values', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ sort: 'placed', dir: 'desc', page: 3, pageSize: 25 })).toBe(0);
    expect(countActiveFilters({ q: '', status: [], zip: undefined, from: null })).toBe(0);
    expect(countActiveFilters({ q: 'asha', status: ['confirmed', 'packed'], active: false, slot: 9 })).toBe(4);
  });
});

describe('FiltersDisclosure', () => {
  it('names its button with the count and opens and closes the form it controls', () => {
    render(
      <FiltersDisclosure count={2}>
        <form aria-label="Find orders" />
      </FiltersDisclosure>,
    );
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.className).toContain('max-md:hidden');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).not.toContain('max-md:hidden');
  });

  it('says only "Filters" when none is in effect', () => {
    render(
      <FiltersDisclosure count={0}>
        <p>form</p>
      </FiltersDisclosure>,
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
