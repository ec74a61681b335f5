/**
 * Where a product's or a category's generated picture is served (docs/decisions/002): what the catalog
 * shows until staff upload one, and what the storefront's page data leaves out as known.
 */
export const productImageUrl = (slug: string) => `/img/products/${encodeURIComponent(slug)}.svg`;
export const categoryImageUrl = (slug: string) => `/img/categories/${encodeURIComponent(slug)}.svg`;
