/** What the new edition's page is told by the router state after copying: where from and how far it moved. */
export interface CopyNotice {
  copiedFrom: string;
  shiftDays: number;
}

/** The notice in a router state; anything else (a reload without state, another page's state) is none. */
export function copyNoticeOf(state: unknown): CopyNotice | null {
  const notice = state as Partial<CopyNotice> | null;
  if (typeof notice !== 'object' || notice === null || typeof notice.copiedFrom !== 'string' || typeof notice.shiftDays !== 'number') return null;
  return { copiedFrom: notice.copiedFrom, shiftDays: notice.shiftDays };
}
