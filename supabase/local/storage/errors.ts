// Storage errors in Supabase Storage's shape: {statusCode, code, error, message}. As the real
// service, every error below 500 is sent with HTTP 400 and the real status in `statusCode`; 500
// and DatabaseTimeout's 544 are sent as they are.
import type { ServerResponse } from 'node:http';
import postgres from 'postgres';
import { databaseUnavailable } from '../db-unavailable';
import { sendJson } from '../http';

export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly short: string = code,
  ) {
    super(message);
  }

  render() {
    return { statusCode: String(this.status), code: this.code, error: this.short, message: this.message };
  }
}

export const ERR = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  resourceAlreadyExists: () => new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  accessDenied: (message = 'Access denied') => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  rlsDenied: () => ERR.accessDenied('new row violates row-level security policy'),
  entityTooLarge: (entity = 'object') =>
    new StorageError(413, 'EntityTooLarge', `The ${entity} exceeded the maximum allowed size`, 'Payload too large'),
  invalidMimeType: (mime: string) => new StorageError(415, 'InvalidMimeType', `mime type ${mime} is not supported`, 'invalid_mime_type'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'The url do not match the signature') => new StorageError(400, 'InvalidSignature', message),
  expiredToken: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  missingParameter: (name: string) => new StorageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  invalidParameter: (name: string, message?: string) => new StorageError(400, 'InvalidParameter', message ?? `Invalid Parameter ${name}`),
  invalidRange: () => new StorageError(400, 'InvalidRange', 'invalid range provided', 'invalid_range'),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  routeNotFound: (method: string, path: string) => new StorageError(404, 'NotFound', `Route ${method}:${path} not found`, 'Not Found'),
  notSupported: (feature: string) => new StorageError(501, 'NotSupported', `${feature} is not supported by the local Supabase stack`),
  internal: (message = 'Internal server error') => new StorageError(500, 'InternalError', message),
  /** Storage's answer when its pool cannot reach the database (hosted: the pool's acquire times out). */
  databaseTimeout: () => new StorageError(544, 'DatabaseTimeout', 'The connection to the database timed out'),
};

/** Statuses sent as the HTTP status too; every other one goes out as 400. */
const SENT_AS_IS = new Set([500, 544]);

/** Maps a PostgreSQL error to Storage's error, as Storage's DBError.fromDBError does. */
export function fromDbError(e: unknown): StorageError | null {
  if (databaseUnavailable(e)) return ERR.databaseTimeout();
  if (!(e instanceof postgres.PostgresError)) return null;
  switch (e.code) {
    case '42501':
      return ERR.rlsDenied();
    case '23505':
      return ERR.resourceAlreadyExists();
    case '23503':
      return new StorageError(404, 'InvalidRequest', 'The related resource does not exist');
    case '55P03':
      return new StorageError(423, 'ResourceLocked', 'The resource is locked');
    default:
      return new StorageError(500, 'DatabaseError', e.message);
  }
}

export function toStorageError(e: unknown): StorageError | null {
  if (e instanceof StorageError) return e;
  return fromDbError(e);
}

export function sendStorageError(res: ServerResponse, err: StorageError, headers: Record<string, string> = {}) {
  sendJson(res, SENT_AS_IS.has(err.status) ? err.status : 400, err.render(), headers);
}
