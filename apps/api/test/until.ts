/**
 * Waits until `condition` holds, asking again every `everyMs`; throws when it has not held within `timeoutMs`.
 * For tests that wait on what another process, worker or server does, instead of sleeping a fixed time.
 */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000, everyMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`the condition did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
