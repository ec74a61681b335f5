import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandDto,
  navBrandDto,
  categoryDto,
  navCategoryDto,
  productCardDto,
  productDetailDto,
  productListDto,
  productListQuery,
} from '../../../shared/catalog';
import type { CatalogService } from './catalog-service';
import { errorReply } from '../../http-schemas';

const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });
const idsQuery = z.object({
  ids: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid('Invalid product id')).min(1, 'At least one id is required').max(100, 'At most 100 ids')),
});

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  const tags = ['catalog'];

  app.get('/categories', { schema: { tags, response: { 200: z.array(categoryDto) } } }, () => catalog.categories());
  // Static before parametric: a category slugged 'nav' would be shadowed, as 'by-ids' is for products.
  app.get('/categories/nav', { schema: { tags, response: { 200: z.array(navCategoryDto) } } }, () =>
    catalog.navCategories(),
  );
  app.get(
    '/categories/:slug',
    { schema: { tags, params: slugParams, response: { 200: categoryDto, 404: errorReply } } },
    (request) => catalog.category(request.params.slug),
  );
  app.get('/brands', { schema: { tags, response: { 200: z.array(brandDto) } } }, () => catalog.brands());
  // The response schema keeps only the name and slug.
  app.get('/brands/nav', { schema: { tags, response: { 200: z.array(navBrandDto) } } }, () => catalog.brands());
  app.get(
    '/products',
    { schema: { tags, querystring: productListQuery, response: { 200: productListDto, 400: errorReply } } },
    (request) => catalog.productList(request.query),
  );
  app.get(
    '/products/by-ids',
    { schema: { tags, querystring: idsQuery, response: { 200: z.array(productCardDto), 400: errorReply } } },
    (request) => catalog.productsByIds(request.query.ids),
  );
  app.get(
    '/products/:slug',
    { schema: { tags, params: slugParams, response: { 200: productDetailDto, 404: errorReply } } },
    (request) => catalog.productDetail(request.params.slug),
  );
  app.get(
    '/products/:slug/related',
    { schema: { tags, params: slugParams, response: { 200: z.array(productCardDto), 404: errorReply } } },
    (request) => catalog.relatedProducts(request.params.slug),
  );
  app.get('/deals/top', { schema: { tags, response: { 200: z.array(productCardDto) } } }, () => catalog.topDeals());
};
