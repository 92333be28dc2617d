/**
 * Answers made from cached catalogue data, serialised the first time they are asked for: one map per cached
 * object, so a reloaded cache entry (a new object) starts afresh and nothing stale is answered.
 */
export function createSerialisedAnswers<Source extends object>() {
  const answers = new WeakMap<Source, Map<string, string>>();
  /** The answer for `key` made from `source` by `present`, as JSON text. */
  return (source: Source, key: string, present: () => object): string => {
    const known = answers.get(source) ?? new Map<string, string>();
    answers.set(source, known);
    let answer = known.get(key);
    if (answer === undefined) {
      answer = JSON.stringify(present());
      known.set(key, answer);
    }
    return answer;
  };
}
