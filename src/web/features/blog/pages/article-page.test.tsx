// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticleDto } from '../../../../shared/blog';
import { renderWithProviders } from '../../../test/render';
import { articleQuery } from '../api/blog-api';
import ArticlePage from './article-page';

afterEach(cleanup);

const article: ArticleDto = {
  slug: 'dals-explained',
  title: 'Dals Explained',
  summary: 'Five dals and what they are for.',
  tags: ['guides', 'dal'],
  author: 'Rohan Mehta',
  publishedAt: '2026-11-08T18:00:00.000Z',
  updatedAt: '2026-11-08T18:00:00.000Z',
  readingMinutes: 2,
  body: '## Toor dal\n\nThe base of **sambar**, see [dal tadka](/recipes/dal-tadka).\n\n- Moong\n- Urad\n\n<script>alert("x")</script> [bad](javascript:alert(1))',
};

describe('article page', () => {
  it('renders the Markdown as elements, links inside the shop, and markup only as text', () => {
    const { container } = renderWithProviders(
      <Routes>
        <Route path="/blog/:slug" element={<ArticlePage />} />
      </Routes>,
      { route: '/blog/dals-explained', data: [[articleQuery('dals-explained').queryKey, article]] },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dals Explained' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Toor dal' })).toBeInTheDocument();
    expect(screen.getByText('sambar').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'dal tadka' }).getAttribute('href')).toBe('/recipes/dal-tadka');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['Moong', 'Urad']),
    );
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\("x"\)<\/script>/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('November 8, 2026', { exact: false })).toBeInTheDocument();
  });
});
