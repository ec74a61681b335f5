// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithIconSprite } from './icon-sprite';
import createSpriteIcon from './sprite-icon';

const Truck = createSpriteIcon({
  name: 'truck',
  node: [
    ['path', { d: 'M15 18H9', key: 'a' }],
    ['circle', { cx: '7', cy: '18', r: '2', key: 'b' }],
  ],
});

describe('icons drawn from a sprite', () => {
  it('writes each icon used by a server render once, in the sprite beside the page', () => {
    const { html, sprite } = renderWithIconSprite(() =>
      renderToString(
        <p>
          <Truck className="size-4" />
          <Truck />
        </p>,
      ),
    );
    expect(html.match(/<use href="#lucide-truck"/g)).toHaveLength(2);
    expect(html).not.toContain('M15 18H9');
    expect(sprite.match(/<symbol /g)).toHaveLength(1);
    expect(sprite).toContain(
      '<symbol id="lucide-truck" viewBox="0 0 24 24"><path d="M15 18H9"/><circle cx="7" cy="18" r="2"/></symbol>',
    );
  });

  it('adds a symbol the page does not have yet when the browser draws an icon, once', () => {
    render(
      <>
        <Truck />
        <Truck aria-label="Delivery" />
      </>,
    );
    expect(document.querySelectorAll('#lucide-truck')).toHaveLength(1);
    expect(document.querySelector('#lucide-truck circle')?.getAttribute('r')).toBe('2');
    const [hidden, labelled] = document.querySelectorAll('svg.lucide');
    expect(hidden!.getAttribute('aria-hidden')).toBe('true');
    expect(labelled!.getAttribute('aria-hidden')).toBeNull();
  });
});
