/**
 * The visitor's hold token per event, kept for the tab's session (sessionStorage): a second hold in the same tab sends
 * it again, so that the server gives the first stand up; a reload keeps the hold. Storage refused (private mode):
 * the token lives as long as the page.
 */
const memory = new Map<number, string>();
const keyOf = (eventId: number) => `standHold:${eventId}`;

export function readHoldToken(eventId: number): string {
  try {
    return sessionStorage.getItem(keyOf(eventId)) ?? memory.get(eventId) ?? '';
  } catch {
    return memory.get(eventId) ?? '';
  }
}

export function storeHoldToken(eventId: number, token: string): void {
  memory.set(eventId, token);
  try {
    sessionStorage.setItem(keyOf(eventId), token);
  } catch {
    // Kept in memory only.
  }
}
