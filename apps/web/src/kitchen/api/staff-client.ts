import { type AnswerCheck, successData } from '../../lib/answer-check.ts';

/**
 * The kitchen's one way to talk to the staff API: the JSON envelope, the CSRF
 * header on changes, and failures as messages staff can read. The session
 * cookie travels by itself (HttpOnly, path /api/staff).
 */

/** A failed staff call: `status` is the HTTP status, or 0 when the server was not reached. */
export class StaffApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StaffApiError';
    this.status = status;
  }
}

/** The session is gone (expired, signed out elsewhere, or never there): sign in again. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof StaffApiError && error.status === 401;
}

const UNREACHABLE = 'The shop server cannot be reached. Check the connection and try again.';

interface StaffCall {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  /** Required on every change: the session's token against cross-site request forgery. */
  csrfToken?: string;
  /** The shared schema of `data` in a success answer, compiled; none when no field of the answer is read. */
  data?: AnswerCheck;
}

function messageOf(payload: unknown): string | null {
  if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string') {
    return payload.message;
  }
  return null;
}

export async function staffCall<T = void>({ method, path, body, csrfToken, data }: StaffCall): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    console.error(`[kitchen] ${method} ${path}: no answer`, cause);
    throw new StaffApiError(0, UNREACHABLE, { cause });
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // The server's messages are written for people (wrong password, rate limit, an order already moved on).
    const message = messageOf(payload) ?? `The shop server answered ${response.status}. Please try again.`;
    if (response.status !== 401) console.error(`[kitchen] ${method} ${path} failed with ${response.status}: ${message}`);
    throw new StaffApiError(response.status, message);
  }

  try {
    return successData<T>(data, payload);
  } catch (error) {
    console.error(`[kitchen] ${method} ${path}: unexpected answer`, error);
    throw new StaffApiError(response.status, 'The shop server sent an answer the kitchen cannot read. Please reload the page.');
  }
}
