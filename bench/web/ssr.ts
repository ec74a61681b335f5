/**
 * Server-rendered pages: HTML bytes (plain and brotli) and render throughput of the home page, a department
 * and a product page, beside a bare Fastify route started in its own process, against shops already running
 * (e.g. a build before a change and one after, each on its own port, measured in the same run).
 *
 * Every measured request carries its own `?r=<n>`, so the server's short cache of anonymous pages never
 * answers it: the figure is the cost of rendering. `--cached` measures the pages as a visitor gets them.
 *
 * Run: npx tsx bench/web/ssr.ts [--seconds 10] [--connections 10] [--cached] <name>=<origin> [<name>=<origin> ...]
 * e.g. npx tsx bench/web/ssr.ts before=http://127.0.0.1:4171 after=http://127.0.0.1:4170
 */
import { brotliCompressSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { type LoadResult, load, startProcess, table, waitForHttp } from '../lib';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    cached: { type: 'boolean', default: false },
    'bare-port': { type: 'string', default: '3911' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const shops = positionals.map((arg) => {
  const [name, origin] = arg.split('=');
  if (!name || !origin) throw new Error(`expected <name>=<origin>, got ${arg}`);
  return { name, origin };
});
if (shops.length === 0) throw new Error('name at least one running shop: <name>=<origin>');

/** The pages measured: the first department (by the API's order) and the most popular product. */
async function pagesOf(origin: string): Promise<{ name: string; path: string }[]> {
  const categories = (await (await fetch(`${origin}/api/categories`)).json()) as {
    slug: string;
    parentId: string | null;
    sortOrder: number;
  }[];
  const department = categories.filter((c) => c.parentId === null).sort((a, b) => a.sortOrder - b.sortOrder)[0]!;
  const list = (await (await fetch(`${origin}/api/products?pageSize=1&sort=popularity`)).json()) as {
    products: { slug: string }[];
  };
  return [
    { name: 'home', path: '/' },
    { name: 'department', path: `/products/category/${department.slug}` },
    { name: 'product', path: `/product/${list.products[0]!.slug}` },
  ];
}

let unique = 0;
const bust = (url: string) => `${url}${url.includes('?') ? '&' : '?'}r=${++unique}`;

const barePort = values['bare-port'];
const bare = startProcess(['bench/bare-server.mjs'], { PORT: barePort });
try {
  await waitForHttp(`http://127.0.0.1:${barePort}/`);
  const sizes: string[] = ['| shop | page | path | HTML | brotli (quality 11) |', '|---|---|---|---|---|'];
  const results: LoadResult[] = [];
  const baseline = await load(
    'bare Fastify route (separate process)',
    [`http://127.0.0.1:${barePort}/`],
    seconds,
    connections,
  );
  results.push(baseline);
  // Page by page, each shop in turn, so a change in the machine's load falls on both alike.
  const pagesByShop = await Promise.all(shops.map((shop) => pagesOf(shop.origin)));
  for (const [index] of pagesByShop[0]!.entries()) {
    for (const [n, shop] of shops.entries()) {
      const page = pagesByShop[n]![index]!;
      const html = Buffer.from(await (await fetch(`${shop.origin}${page.path}`)).arrayBuffer());
      const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
      sizes.push(
        `| ${shop.name} | ${page.name} | ${page.path} | ${kb(html.length)} | ${kb(brotliCompressSync(html).length)} |`,
      );
      // Enough distinct URLs that none repeats within the cache's lifetime.
      const urls = Array.from({ length: 20_000 }, () => `${shop.origin}${values.cached ? page.path : bust(page.path)}`);
      results.push(await load(`${shop.name}: ${page.name} (${page.path})`, urls, seconds, connections));
    }
  }
  // The yardstick again: how much the machine's load moved during the run.
  results.push(
    await load('bare Fastify route, again at the end', [`http://127.0.0.1:${barePort}/`], seconds, connections),
  );
  console.log(sizes.join('\n'));
  console.log();
  console.log(
    `${values.cached ? 'Served (cache on)' : 'Rendered (every request a new URL)'}, ${connections} connections, ${seconds} s each:`,
  );
  console.log(table(results, baseline));
} finally {
  bare.kill('SIGTERM');
}
