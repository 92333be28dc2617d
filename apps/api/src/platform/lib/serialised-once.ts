/**
 * Answers made from cached catalogue data, serialised (and encoded, so that sending one copies bytes only) the
 * first time they are asked for: one map per cached object, so a reloaded cache entry (a new object) starts
 * afresh and nothing stale is answered.
 */
export function createSerialisedAnswers<Source extends object>() {
  const answers = new WeakMap<Source, Map<string, Buffer>>();
  /** The answer for `key` made from `source` by `present`, as JSON text in UTF-8. */
  return (source: Source, key: string, present: () => object): Buffer => {
    const known = answers.get(source) ?? new Map<string, Buffer>();
    answers.set(source, known);
    let answer = known.get(key);
    if (answer === undefined) {
      answer = Buffer.from(JSON.stringify(present()));
      known.set(key, answer);
    }
    return answer;
  };
}
