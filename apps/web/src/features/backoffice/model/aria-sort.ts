/** A list's order as its query keeps it: the sorted column and the direction. */
export interface SortOrder<Sort extends string> {
  sort: Sort;
  dir: 'asc' | 'desc';
}

/** The header's `aria-sort`: screen readers announce the sorted column and its direction. */
export function ariaSort<Sort extends string>(query: SortOrder<Sort>, column: Sort): 'ascending' | 'descending' | 'none' {
  if (query.sort !== column) return 'none';
  return query.dir === 'asc' ? 'ascending' : 'descending';
}
