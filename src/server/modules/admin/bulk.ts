import { BULK_MAX_ITEMS, BULK_MESSAGES, type BulkItemDto, type BulkReportDto } from '../../../shared/admin-bulk';
import { AppError } from '../../errors';

/**
 * Runs one bulk action item by item. `change` does one item in its own transaction (with its audit
 * row) and says what it did; a refusal (an AppError) is that item's answer, the others still run. Any
 * other failure rolled its item's transaction back: it is reported, logged, and the rest carry on.
 */
export async function runBulk(
  ids: string[],
  labels: Map<string, string>,
  change: (id: string) => Promise<string>,
  onFailure: (error: unknown, id: string) => void,
): Promise<BulkReportDto> {
  const items: BulkItemDto[] = [];
  for (const id of new Set(ids)) {
    const label = labels.get(id);
    if (label === undefined) {
      items.push({ id, label: id, done: false, message: BULK_MESSAGES.notFound });
      continue;
    }
    try {
      items.push({ id, label, done: true, message: await change(id) });
    } catch (error) {
      if (!(error instanceof AppError)) onFailure(error, id);
      items.push({ id, label, done: false, message: error instanceof AppError ? error.message : BULK_MESSAGES.failed });
    }
  }
  const done = items.filter((item) => item.done).length;
  return { done, refused: items.length - done, items };
}

/** A "select all matching" selection found more rows than one bulk action takes. */
export function checkBulkSize(ids: string[]): string[] {
  if (ids.length > BULK_MAX_ITEMS) throw new AppError('TOO_MANY_ROWS', BULK_MESSAGES.tooMany);
  return ids;
}
