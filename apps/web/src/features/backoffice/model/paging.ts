import { BACK_OFFICE_PAGE_SIZE } from '@messeportal/domain';

/** Rows per page of the back office's lists, as the server pages them. */
export const PAGE_SIZE = BACK_OFFICE_PAGE_SIZE;

/** A page number from an address: a positive integer, else the first page. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export const pageCount = (total: number, pageSize = PAGE_SIZE): number => Math.max(1, Math.ceil(total / pageSize));
