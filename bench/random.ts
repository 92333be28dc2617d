// The benches' seeded data: the same sequence for the same seed, so figures of two runs compare.

/** mulberry32: small, fast and the same sequence for the same seed. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  /** A value by weight: `weighted([[1, 35], [2, 30]])` answers 1 in 35 of 65 cases. */
  const weighted = <T>(entries: readonly (readonly [T, number])[]) => {
    let left = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) if ((left -= weight) < 0) return value;
    return entries[entries.length - 1]![0];
  };
  return { next, int, pick, weighted };
}
