// Anonymous browsing against a running shop while its server's RSS is sampled: the mix of bench/soak's
// browsing (lists 35%, product JSON 30%, never-typed searches 20%) with its 15% of server-rendered pages split
// between the home page, a department page and a product page.
// Usage: node bench/memory/browse.mjs <base URL> <server pid> [seconds=180] [concurrency=4]
import { readFileSync } from 'node:fs';

const [base, pid, seconds = '180', concurrency = '4'] = process.argv.slice(2);
if (!base || !pid) {
  console.error('Usage: node bench/memory/browse.mjs <base URL> <server pid> [seconds] [concurrency]');
  process.exit(2);
}
const SORTS = ['featured', 'price_asc', 'price_desc', 'rating', 'newest', 'popularity'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const getJson = async (path) => (await fetch(base + path)).json();

const rssMB = () => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

const categories = (await getJson('/api/categories')).map((category) => category.slug);
const brands = (await getJson('/api/brands')).map((brand) => brand.slug);
const products = [];
for (let page = 1; ; page++) {
  const body = await getJson(`/api/products?pageSize=100&page=${page}`);
  products.push(...body.products);
  if (body.products.length === 0 || products.length >= body.total) break;
}
const slugs = products.map((product) => product.slug);
const words = [...new Set(products.flatMap((p) => p.name.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 4))];

const seenQueries = new Set();
const newQuery = () => {
  for (;;) {
    const word = pick(words);
    const query = pick([
      word,
      word.slice(0, Math.max(3, word.length - 2)),
      word.replace(/(.)(.)/, '$2$1'),
      `${word} ${pick(words)}`,
      `${word} ${1 + Math.floor(Math.random() * 20)} lb`,
    ]);
    if (!seenQueries.has(query)) {
      seenQueries.add(query);
      return query;
    }
  }
};
const listPath = () => {
  const params = new URLSearchParams({ category: pick(categories), sort: pick(SORTS) });
  const filter = Math.random();
  if (filter < 0.3) params.set('brands', pick(brands));
  else if (filter < 0.6) params.set('maxPrice', String(500 + Math.floor(Math.random() * 3000)));
  else if (filter < 0.8) params.set('inStock', 'true');
  if (Math.random() < 0.3) params.set('page', '2');
  return `/api/products?${params}`;
};
const kinds = [
  [0.05, () => '/'],
  [0.05, () => `/products/category/${pick(categories)}`],
  [0.05, () => `/product/${encodeURIComponent(pick(slugs))}`],
  [0.35, listPath],
  [0.3, () => `/api/products/${encodeURIComponent(pick(slugs))}`],
  [0.2, () => `/api/search?q=${encodeURIComponent(newQuery())}`],
];
const nextPath = () => {
  let roll = Math.random();
  for (const [share, path] of kinds) if ((roll -= share) <= 0) return path();
  return '/';
};

const end = Date.now() + Number(seconds) * 1000;
let done = 0;
let failed = 0;
const worker = async () => {
  while (Date.now() < end) {
    const response = await fetch(base + nextPath()).catch(() => null);
    if (!response || response.status >= 500) failed++;
    await response?.arrayBuffer();
    done++;
  }
};
const started = Date.now();
console.log(`elapsed_s requests failed rss_mb (start ${rssMB()})`);
const report = setInterval(() => {
  console.log(`${Math.round((Date.now() - started) / 1000)} ${done} ${failed} ${rssMB()}`);
}, 10_000);
await Promise.all(Array.from({ length: Number(concurrency) }, worker));
clearInterval(report);
console.log(`end ${done} requests, ${failed} failed, ${Math.round(done / Number(seconds))}/s, rss ${rssMB()} MB`);
