import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AppError } from '../http/app-error.ts';

/**
 * zxcvbn's score from 0 to 4; 0 and 1 are guessed within about a million tries (`aaaaaaa`, `1234567`,
 * `passwort`, `password1`). SPEC keeps 7 characters as the shortest password; this refuses the guessable ones.
 */
const MIN_SCORE = 2;

/**
 * Only the first 64 characters are judged: the estimate grows steeply with the length, and a 200-character
 * password would hold the event loop for a tenth of a second. A weak start is refused however long the rest.
 */
const JUDGED_LENGTH = 64;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator with its dictionaries (about 49,000 common passwords, keyboard patterns), built when the first
 * password is set and kept: no start-up or request pays for it otherwise. Server only: the lists would weigh
 * down every page of the web app, which shows the server's verdict under the field instead.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, { dictionary, adjacencyGraphs }]) => new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: JUDGED_LENGTH }),
  );
  return estimator;
}

export const isStrongPassword = async (password: string): Promise<boolean> => (await loadEstimator()).check(password).score >= MIN_SCORE;

/** Refuses a new password that is too easy to guess, naming the field it was entered in. */
export async function assertStrongPassword(password: string, property: string): Promise<void> {
  if (!(await isStrongPassword(password))) throw new AppError(400, 'passwordTooWeak', { property });
}
