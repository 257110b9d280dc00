import { type EditedThing, GONE_CODE, goneMessage, isSameVersion, STALE_CODE, staleDeleteMessage, staleMessage } from '../domain/edit-version.ts';

/** Typed errors that services throw; the error plugin maps them to HTTP once. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message, 'NOT_FOUND');
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, message, 'VALIDATION');
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message, 'CONFLICT');
  }
}

/** A save made on a version of the thing that is no longer the latest (domain/edit-version.ts): the form offers a reload. */
export class StaleEditError extends AppError {
  constructor(message: string) {
    super(409, message, STALE_CODE);
  }
}

/** A save on a thing deleted since its form was opened (goneMessage): the form offers to save it as a new one. */
export class GoneError extends AppError {
  constructor(message: string) {
    super(404, message, GONE_CODE);
  }
}

/**
 * The row a save was made on, locked for it: refused with 404 when it has been deleted since the form was
 * opened, and with 409 STALE when it has been changed (domain/edit-version.ts).
 */
export function requireSameVersion<R extends { updatedAt: Date }>(row: R | undefined, expectedUpdatedAt: string, thing: EditedThing): R {
  if (!row) throw new GoneError(goneMessage(thing));
  if (!isSameVersion(row.updatedAt, expectedUpdatedAt)) throw new StaleEditError(staleMessage(thing));
  return row;
}

/** A delete naming the version its admin last saw (DeleteVersionQuerySchema) is refused when the row has changed since. */
export function requireUnchangedForDelete(row: { updatedAt: Date }, expectedUpdatedAt: string | undefined, thing: EditedThing): void {
  if (expectedUpdatedAt !== undefined && !isSameVersion(row.updatedAt, expectedUpdatedAt)) throw new StaleEditError(staleDeleteMessage(thing));
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super(401, message, 'UNAUTHORIZED');
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, message, 'FORBIDDEN');
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, 'TOO_MANY_REQUESTS');
  }
}
