import { SEARCH_EXACT_TOTAL_LIMIT } from '../../../../shared/search-constants';
import { groupThousands } from '../../../../shared/money';

interface CountedPage {
  total: number;
  page: number;
  pageSize: number;
  /** Search only: at least `total` match, and search stopped counting there. */
  totalIsEstimate?: boolean;
}

/**
 * The line above a listing's grid: "Showing 1–20 of 1,234 results" for a search ("1,000+ results" once
 * search stops counting), "Showing 1–20 of 57 products" for the catalog; empty when nothing matched.
 */
export function resultsCountText(data: CountedPage, search: boolean): string {
  if (!data.total) return '';
  const from = (data.page - 1) * data.pageSize + 1;
  const to = Math.min(data.total, data.page * data.pageSize);
  if (!search) return `Showing ${from}–${to} of ${data.total} products`;
  const of = data.totalIsEstimate ? `${groupThousands(SEARCH_EXACT_TOTAL_LIMIT)}+` : groupThousands(data.total);
  return `Showing ${from}–${to} of ${of} results`;
}
