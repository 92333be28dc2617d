/**
 * Query keys of the hall plans. The list carries no translated texts; a hall's answer does (its problems), so the
 * locale is part of its key. A change invalidates the hall's prefix (every version of it) and the list.
 */
export const hallPlanKeys = {
  all: ['hall-plans'] as const,
  list: () => [...hallPlanKeys.all, 'list'] as const,
  hall: (id: number) => [...hallPlanKeys.all, 'hall', id] as const,
  plan: (id: number, version: number | null, locale: string) => [...hallPlanKeys.hall(id), version ?? 'latest', locale] as const,
};
