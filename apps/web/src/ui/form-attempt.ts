import { useState } from 'react';

/**
 * Counts a form's failed saves for its `FormLayout`: each `failed()` moves the focus to the error summary,
 * also when the same errors come again.
 */
export function useFormAttempt() {
  const [attempt, setAttempt] = useState(0);
  return { attempt, failed: () => setAttempt((count) => count + 1) };
}
