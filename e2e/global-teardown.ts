import { rmSync } from 'node:fs';

/** Each run seeds its own database folder under .tmp (named by playwright.config.ts); it is not needed once the run
 * is over. Runs going on beside this one keep theirs. */
export default function removeRunData() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
