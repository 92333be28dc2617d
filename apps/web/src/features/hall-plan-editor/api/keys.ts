/**
 * Query keys of the editor. They start as the hall plans' keys do (features/hall-plans/api/keys.ts), so that a save
 * here invalidates the hall's page and the list of halls by their prefixes: a feature imports no other feature's code.
 */
export const editorKeys = {
  halls: () => ['hall-plans', 'list'] as const,
  hall: (id: number) => ['hall-plans', 'hall', id] as const,
  editing: (id: number, locale: string) => [...editorKeys.hall(id), 'editor', locale] as const,
};
