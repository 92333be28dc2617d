type Tree = { [key: string]: unknown };

/** Every leaf of a nested translation file as `dotted.key` → value. */
export function flattenTranslations(tree: Tree, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, text] of flattenTranslations(value as Tree, path)) leaves.set(leaf, text);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * Problems that make one language fall behind the other: a key present in only one file, a value that is
 * not a non-empty string, or a `{{placeholder}}` used in one language only (the text would lose a value).
 */
export function translationProblems(files: Record<string, Tree>): string[] {
  const flat = Object.entries(files).map(([name, tree]) => [name, flattenTranslations(tree)] as const);
  const allKeys = new Set(flat.flatMap(([, leaves]) => [...leaves.keys()]));
  const problems: string[] = [];
  for (const key of [...allKeys].sort()) {
    const texts: string[] = [];
    for (const [name, leaves] of flat) {
      const value = leaves.get(key);
      if (value === undefined) problems.push(`${key}: missing in ${name}`);
      else if (typeof value !== 'string' || value.trim() === '') problems.push(`${key}: empty or not text in ${name}`);
      else texts.push(value);
    }
    const shapes = new Set(texts.map((text) => placeholders(text).join(',')));
    if (shapes.size > 1) problems.push(`${key}: placeholders differ between languages`);
  }
  return problems;
}
