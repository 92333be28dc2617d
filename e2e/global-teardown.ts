import { readdirSync, rmSync } from 'node:fs';

/** Each run seeds its own database folder under .tmp; none is needed once the run is over. */
export default function removeRunData() {
  for (const name of readdirSync('.tmp', { withFileTypes: true })) {
    if (name.isDirectory() && name.name.startsWith('e2e-data-')) rmSync(`.tmp/${name.name}`, { recursive: true, force: true });
  }
}
