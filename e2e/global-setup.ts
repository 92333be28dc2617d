import { startMailCatcher } from './mail-catcher.ts';

/** Starts the SMTP server that catches the mails of the journeys; the returned function stops it after the run. */
export default async function globalSetup() {
  return startMailCatcher();
}
