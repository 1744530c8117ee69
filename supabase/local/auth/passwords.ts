// Password hashing (bcrypt, cost 10, on the worker pool of bcrypt-pool.ts so hashing never
// blocks the event loop) and GoTrue's strength rule (minimum_password_length; bcrypt reads at
// most 72 bytes).
import type { StackConfig } from '../config';
import { bcryptCompare, bcryptHash } from './bcrypt-pool';
import { unprocessable, validation, weakPassword } from './errors';

const COST = 10;
const MAX_BYTES = 72;
// Compared against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const TIMING_DUMMY = '$2b$10$aneVHLgzYSiVKe7.QADFSuW2uWFq5GgiusDOKNWAJa9HrNCssuCIq';
const BCRYPT_RE = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

export function checkStrength(config: StackConfig, password: string) {
  if ([...password].length < config.minimumPasswordLength) throw weakPassword(config.minimumPasswordLength);
  if (Buffer.byteLength(password, 'utf8') > MAX_BYTES) {
    throw unprocessable('validation_failed', `Password cannot be longer than ${MAX_BYTES} characters`);
  }
}

export const hashPassword = (password: string) => bcryptHash(password, COST);

export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !BCRYPT_RE.test(hash)) {
    await bcryptCompare(password, TIMING_DUMMY);
    return false;
  }
  return bcryptCompare(password, hash);
}

/** Admin `password_hash`: an existing bcrypt hash imported as is. */
export function checkImportedHash(hash: string): string {
  if (!BCRYPT_RE.test(hash)) throw validation('Invalid password hash: only bcrypt hashes ($2a$, $2b$, $2y$) are supported');
  return hash;
}
