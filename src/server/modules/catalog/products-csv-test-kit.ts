import { PRODUCTS_CSV_HEADER } from './products-csv';

/**
 * A catalog file of exactly `rows` rows for size tests and the bench: new products with short texts in
 * one category, every third one with two size variants (two rows). Its products are all valid.
 */
export function bulkCatalogCsv(rows: number, categorySlug: string, slugPrefix = 'bulk'): string {
  const lines = [PRODUCTS_CSV_HEADER.join(',')];
  for (let n = 1; lines.length <= rows; n++) {
    const product = `${slugPrefix}-item-${n},Bulk Item ${n},${categorySlug},,Stone-ground daily.,,,food,false,piece,vegetarian,,false,true`;
    if (n % 3 === 0 && lines.length + 1 <= rows)
      lines.push(`${product},500 g,3.49,,40`, `${product},1 kg,6.29,6.99,25`);
    else lines.push(`${product},,2.99,,12`);
  }
  return lines.join('\r\n');
}
