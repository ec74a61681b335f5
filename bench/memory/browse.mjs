// Anonymous browsing against a running shop while its server's RSS is sampled: the mix of bench/soak's
// browsing (lists 35%, product JSON 30%, never-typed searches 20%) with its 15% of server-rendered pages split
// between the home page, a department page and a product page.
// Usage: node bench/memory/browse.mjs <base URL> <pid> [seconds=180] [concurrency=4]
// The RSS is that of <pid> and every process under it, so the pid of `npm start` counts npm, its shell and the
// server together; the end line also gives each process's own RSS and PSS (shared pages split between them).
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const [base, pid, seconds = '180', concurrency = '4'] = process.argv.slice(2);
if (!base || !pid) {
  console.error('Usage: node bench/memory/browse.mjs <base URL> <server pid> [seconds] [concurrency]');
  process.exit(2);
}
const SORTS = ['featured', 'price_asc', 'price_desc', 'rating', 'newest', 'popularity'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const getJson = async (path) => (await fetch(base + path)).json();

const kB = (text, field) => Number(text.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? NaN);
const parentOf = (id) => {
  try {
    return readFileSync(`/proc/${id}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ')[1];
  } catch {
    return null;
  }
};
const tree = () => {
  const all = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  const ids = [pid];
  for (let i = 0; i < ids.length; i++) ids.push(...all.filter((id) => parentOf(id) === ids[i]));
  return ids;
};
const processes = () =>
  tree().flatMap((id) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      const name = readFileSync(`/proc/${id}/cmdline`, 'utf8').split('\0').slice(0, 3).join(' ');
      const pss = kB(readFileSync(`/proc/${id}/smaps_rollup`, 'utf8'), 'Pss');
      const [utime, stime] = readFileSync(`/proc/${id}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ')
        .slice(11, 13);
      return [
        { id, name, rss: kB(status, 'VmRSS') / 1024, pss: pss / 1024, cpu: (Number(utime) + Number(stime)) / 100 },
      ];
    } catch {
      return [];
    }
  });
const rssMB = () => Math.round(processes().reduce((sum, process) => sum + process.rss, 0));

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
const cpuSeconds = () => processes().reduce((sum, process) => sum + process.cpu, 0);
const cpuAtStart = cpuSeconds();
const started = Date.now();
console.log(`elapsed_s requests failed rss_mb load (start ${rssMB()})`);
const report = setInterval(() => {
  console.log(`${Math.round((Date.now() - started) / 1000)} ${done} ${failed} ${rssMB()} ${loadavg()[0].toFixed(1)}`);
}, 10_000);
await Promise.all(Array.from({ length: Number(concurrency) }, worker));
clearInterval(report);
const cpuPerRequest = ((cpuSeconds() - cpuAtStart) * 1000) / done;
console.log(
  `end ${done} requests, ${failed} failed, ${Math.round(done / Number(seconds))}/s, rss ${rssMB()} MB, ` +
    `${cpuPerRequest.toFixed(2)} ms of server CPU a request`,
);
for (const { id, name, rss, pss } of processes())
  console.log(`  pid ${id} rss ${Math.round(rss)} pss ${Math.round(pss)}: ${name.slice(0, 100)}`);
