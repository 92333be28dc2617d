import type { UncopiedItem } from '@messeportal/domain';

/** What the copy's page is told by the router state after copying: what could not come along. */
export interface CopyNotice {
  copiedFrom: number;
  missing: UncopiedItem[];
}

const KINDS: readonly UncopiedItem['kind'][] = ['standConfig', 'media', 'orderBook'];

const isUncopiedItem = (value: unknown): value is UncopiedItem => {
  const item = value as UncopiedItem | null;
  return typeof item === 'object' && item !== null && KINDS.includes(item.kind) && typeof item.name === 'string';
};

/** The notice in a router state; anything else (a reload without state, an older shape) is none. */
export function copyNoticeOf(state: unknown): CopyNotice | null {
  const notice = state as Partial<CopyNotice> | null;
  if (typeof notice !== 'object' || notice === null || typeof notice.copiedFrom !== 'number' || !Array.isArray(notice.missing)) return null;
  return { copiedFrom: notice.copiedFrom, missing: notice.missing.filter(isUncopiedItem) };
}
