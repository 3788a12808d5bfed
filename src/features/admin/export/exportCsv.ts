import { listMessages, type ListMessagesOptions } from '../api/list-messages';
import { CSV_BOM, csvHeader, csvLine, csvLines } from './csv';

/** Messages asked for per page while exporting: large pages, well under max_rows. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * The messages the inbox shows (its folder, filter and search), every page of them, as a CSV
 * file. Page by page, so an inbox of any size is exported without one oversized request (the
 * server would cut it at max_rows).
 */
export async function messagesAsCsv(
  query: Omit<ListMessagesOptions, 'after' | 'limit'>,
): Promise<Blob> {
  const parts = [CSV_BOM, csvLine(csvHeader())];
  for (let after: ListMessagesOptions['after']; ;) {
    const page = await listMessages({ ...query, after, limit: EXPORT_PAGE_SIZE });
    parts.push(csvLines(page.messages));
    const last = page.messages.at(-1);
    if (!page.hasMore || !last) break;
    after = { created_at: last.created_at, id: last.id };
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}

/** Hands a file to the browser's downloads. */
export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
