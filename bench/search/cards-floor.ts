/**
 * A yardstick for search throughput: a bare Fastify route that does only what every search must do
 * besides ranking: read a page of 20 cards by id from PostgreSQL (the shop's own prepared statement,
 * `productsByIds`) and send them as JSON. No index, no hooks, no compression. Pages rotate over
 * random products so PostgreSQL reads varied rows. Started by run.ts; PORT and DATABASE_URL from the
 * environment.
 */
import Fastify from 'fastify';
import { openPostgres } from '../../src/server/db/client';
import { productsByIds } from '../../src/server/modules/catalog/catalog-repository';
import { toCard } from '../../src/server/modules/catalog/catalog-service';

const database = await openPostgres(process.env.DATABASE_URL!);
const ids = (
  await database.query<{ id: string }>('select id from products where is_active order by random() limit 4000')
).map((row) => row.id);
const pages = Array.from({ length: ids.length / 20 }, (_, i) => ids.slice(i * 20, i * 20 + 20));
let next = 0;
const app = Fastify({ logger: false });
app.get('/', async () => {
  const page = pages[next++ % pages.length]!;
  return { products: (await productsByIds(database, page)).map((row) => toCard(row)) };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
