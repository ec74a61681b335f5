import type { LucideProps } from 'lucide-react';
import { createElement, forwardRef } from 'react';
import { type IconData, iconSymbolId, useIconSymbol } from './icon-sprite';

/**
 * Stands in for lucide-react's createLucideIcon (each icon module calls it; scripts/sprite-icons.mjs
 * makes the swap in the web and server-render builds). The icon is a bare svg with lucide's class name
 * and a `<use>` of its symbol; fill and stroke come from the `.lucide` rule in styles.css rather than
 * five attributes on every copy, and `color`/`strokeWidth` props become inline styles that override it.
 */
const DEFAULT_SIZE = 24;

export default function createSpriteIcon(icon: IconData) {
  const href = `#${iconSymbolId(icon.name)}`;
  const SpriteIcon = forwardRef<SVGSVGElement, LucideProps>(function SpriteIcon(
    { size = DEFAULT_SIZE, color, strokeWidth, className, style, children, absoluteStrokeWidth: _, ...rest },
    ref,
  ) {
    useIconSymbol(icon);
    const labelled =
      Boolean(children) ||
      Object.keys(rest).some((name) => name.startsWith('aria-') || name === 'role' || name === 'title');
    return createElement(
      'svg',
      {
        ref,
        // 24 px is the .lucide rule's size (styles.css); only another size is written on the element.
        width: size === DEFAULT_SIZE ? undefined : size,
        height: size === DEFAULT_SIZE ? undefined : size,
        className: className ? `lucide ${className}` : 'lucide',
        style: color || strokeWidth ? { stroke: color, strokeWidth, ...style } : style,
        'aria-hidden': labelled ? undefined : 'true',
        ...rest,
      },
      createElement('use', { href }),
      children,
    );
  });
  SpriteIcon.displayName = icon.name;
  return SpriteIcon;
}
