import { randomBytes } from 'node:crypto';

/**
 * A new file's id: 53 random bits (as many as a JSON number holds exactly), never counted, so that nobody can
 * reach another's upload by trying the ids next to its own. A clash (one in 10^15 per pair) fails on the key.
 */
export function newFileId(): number {
  return Number(randomBytes(8).readBigUInt64BE() >> 11n) || 1;
}
