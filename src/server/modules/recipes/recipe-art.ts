import { escapeXml, hashKey } from '../catalog/product-art';

/**
 * A recipe's picture, drawn like the products' (docs/decisions/002): a bowl of the dish in its own colour,
 * its garnish scattered on top, on a patterned cloth. Deterministic per slug, about 2 KB, works offline.
 */
export function recipeArtSvg(input: { slug: string; title: string; dish: string; garnish: string }): string {
  let seed = hashKey(input.slug);
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const garnish = Array.from({ length: 18 }, () => {
    const angle = next() * Math.PI * 2;
    const radius = Math.sqrt(next()) * 150;
    const x = 300 + Math.cos(angle) * radius;
    const y = 205 + Math.sin(angle) * radius * 0.42;
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(5 + next() * 6).toFixed(1)}" ry="${(3 + next() * 3).toFixed(1)}" transform="rotate(${Math.round(next() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }).join('');
  const cloth = Array.from({ length: 8 }, (_, i) => `<rect x="${i * 80}" y="0" width="40" height="400"/>`).join('');
  const hue = Math.round(next() * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" role="img" aria-label="${escapeXml(input.title)}">
<rect width="600" height="400" fill="hsl(${hue}, 45%, 92%)"/>
<g fill="hsl(${hue}, 40%, 86%)">${cloth}</g>
<ellipse cx="300" cy="250" rx="230" ry="110" fill="#00000014"/>
<ellipse cx="300" cy="220" rx="215" ry="100" fill="#fdfbf6" stroke="#d9d2c3" stroke-width="4"/>
<ellipse cx="300" cy="208" rx="175" ry="74" fill="${escapeXml(input.dish)}"/>
<ellipse cx="270" cy="190" rx="90" ry="24" fill="#ffffff26"/>
<g fill="${escapeXml(input.garnish)}">${garnish}</g>
<g fill="none" stroke="#ffffffb3" stroke-width="6" stroke-linecap="round">
<path d="M250 110 q-15 -25 0 -50 q15 -25 0 -50"/><path d="M300 100 q-15 -25 0 -50 q15 -25 0 -50"/><path d="M350 110 q-15 -25 0 -50 q15 -25 0 -50"/>
</g>
</svg>`;
}
