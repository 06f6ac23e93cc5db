import type { RequestIssue } from './contract/messages.ts';
import type { InvalidRequestError } from './invalid-request.ts';

/**
 * Every failed call is an ApiError whose message a person can read: for the
 * customer's calls SPEC §8's text for that call, for the staff API the server's
 * own words. `kind` (or the subclass) says what went wrong, for code that must
 * tell the cases apart.
 */

/** Where a failure happened: the request as the client sent it. */
export interface FailedRequest {
  method: string;
  /** The path under the client's base URL, with its query. */
  path: string;
  cause?: unknown;
}

export type ApiErrorKind = 'http' | 'network' | 'invalid-answer' | 'invalid-request';

/** `Details`: what a subclass adds to the request it failed (an HTTP status, a reason), kept on the error. */
export abstract class ApiError<Details extends object = object> extends Error {
  abstract readonly kind: ApiErrorKind;
  declare readonly method: string;
  declare readonly path: string;

  constructor(message: string, { cause, ...details }: FailedRequest & Details) {
    super(message, { cause });
    Object.assign(this, details);
  }
}

/**
 * The server answered, and said no: `status` is its HTTP status, `serverMessage` its own message
 * (null when it gave none), `issues` each problem it found in the request with its field (a 400's,
 * as a choice refused on one line of the cart: `cart.1.choice`; absent when it listed none).
 */
export class HttpError extends ApiError<{ status: number; serverMessage: string | null; issues?: RequestIssue[] }> {
  readonly kind = 'http';
  override readonly name = 'HttpError';
  declare readonly status: number;
  declare readonly serverMessage: string | null;
  declare readonly issues?: RequestIssue[];
}

/** No answer came: the network failed, the server was unreachable, or the request was cut off. The cause says how. */
export class NetworkError extends ApiError {
  readonly kind = 'network';
  override readonly name = 'NetworkError';
}

/** The server answered, but not what the contract says it answers: `reason` says where it differs. */
export class InvalidAnswerError extends ApiError<{ reason: string }> {
  readonly kind = 'invalid-answer';
  override readonly name = 'InvalidAnswerError';
  declare readonly reason: string;
}

/** The staff API's answer when there is no valid session (expired, signed out elsewhere, or never there): sign in again. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}

/** Every ApiError a call throws: `kind` tells them apart. */
export type AnyApiError = HttpError | NetworkError | InvalidAnswerError | InvalidRequestError;

/**
 * The client's default `onFailure`: every failure in the console, with what the operator
 * needs to find its cause. A staff API's 401 is not a failure but a sign-in to ask for.
 */
export function logFailure(error: ApiError): void {
  const failure = error as AnyApiError;
  if (isSignedOut(failure)) return;
  const what =
    failure.kind === 'http'
      ? ` with ${failure.status}: ${failure.serverMessage ?? 'no message'}`
      : failure.kind === 'network'
        ? ': no answer'
        : failure.kind === 'invalid-answer'
          ? `: unexpected answer (${failure.reason})`
          : `: not sent (${failure.message})`;
  // A network failure's cause is an error of the platform's: logged as itself, with its stack.
  console.error(`[api] ${failure.method} ${failure.path} failed${what}`, ...(failure.kind === 'network' ? [failure.cause] : []));
}
