import { pageRangeLabel } from '@gestar/domain/messages/common';

/** Spec §9: tables and mobile cards show 10 rows per page. */
export const PAGE_SIZE = 10;

export type PageWindow = {
  /** Zero-based page actually shown (a page past the end falls back to the last one). */
  page: number;
  start: number;
  end: number;
  pageCount: number;
  /** The pager's 'from-to de total' label. */
  label: string;
};

/** Which rows a page shows; a shrinking list (a search, a delete) never leaves the user on an empty page. */
export function pageWindow(total: number, requestedPage: number, pageSize: number = PAGE_SIZE): PageWindow {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(0, Math.floor(requestedPage)), pageCount - 1);
  const start = Math.min(page * size, total);
  const end = Math.min(start + size, total);
  const label = pageRangeLabel(total === 0 ? 0 : start + 1, end, total);
  return { page, start, end, pageCount, label };
}
