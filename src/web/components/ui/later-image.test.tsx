// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LaterImage } from './later-image';

const picture = <LaterImage src="/img/categories/dals-pulses.svg" alt="" width={120} height={120} loading="lazy" />;

describe('LaterImage', () => {
  it('leaves its address out of the server-rendered HTML and gets it once the page is live', async () => {
    const html = renderToString(picture);
    expect(html).not.toContain('dals-pulses');
    expect(html).toContain('width="120"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, picture));
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/img/categories/dals-pulses.svg');
    expect(img.getAttribute('alt')).toBe('');
    act(() => root.unmount());
    container.remove();
  });

  it('has its address at once when drawn by the browser', () => {
    const { container } = render(picture);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/img/categories/dals-pulses.svg');
  });
});
