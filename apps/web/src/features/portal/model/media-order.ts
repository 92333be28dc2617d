import type { MediaOrderInput } from '@messeportal/domain';

/** The chosen quantities (by media id) as the order's body: only what is ordered, the comment when there is one. */
export function mediaOrderBody(amounts: Record<number, number | null>, comment: string): MediaOrderInput {
  const medias = Object.entries(amounts)
    .filter((entry): entry is [string, number] => entry[1] !== null && entry[1] > 0)
    .map(([id, amount]) => ({ id: Number(id), amount }));
  const trimmed = comment.trim();
  return trimmed ? { medias, comment: trimmed } : { medias };
}
