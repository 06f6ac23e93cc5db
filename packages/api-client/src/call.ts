import { whyRefused, type AnswerCheck } from './answer-check.ts';
import type { ApiConnection } from './connection.ts';
import { type ApiError, type ApiErrorKind, HttpError, InvalidAnswerError, NetworkError } from './errors.ts';

/** What a failure says to a person, from what went wrong (and, when the server said no, its status and words). */
export type Wording = (kind: ApiErrorKind, status?: number, serverMessage?: string | null) => string;

export interface Call<T> {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The check of `data` in the `{status: 'success', data}` answer; none when no field of the answer is read. */
  check?: AnswerCheck<T>;
  /**
   * The answer is the data itself, without the envelope: the reverse geocoder answers as such services
   * do (SPEC §7). Failures are enveloped all the same.
   */
  bare?: boolean;
  /** One message for every failure (SPEC §8's, for the customer's calls), or one per failure. */
  failure: string | Wording;
  /**
   * Statuses that answer the question rather than fail to (an unknown order's 404): thrown like
   * any other, but not reported to `onFailure`, since nothing went wrong that an operator should see.
   */
  answers?: readonly number[];
}

/** `failure` as a function of what went wrong. */
export function wordingOf(failure: string | Wording): Wording {
  return typeof failure === 'string' ? () => failure : failure;
}

/** The server's own message in a `{status: 'fail' | 'error', message}` answer, if it sent one. */
export function serverMessageOf(payload: unknown): string | null {
  const message = (payload as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
}

/**
 * Calls the API and answers `data`, checked; or throws an ApiError that the
 * connection's `onFailure` has already been told about.
 */
export async function call<T>(api: ApiConnection, { method, path, body, headers, check, bare = false, failure, answers = [] }: Call<T>): Promise<T> {
  const say = wordingOf(failure);
  const fail = (error: ApiError) => {
    api.onFailure(error);
    return error;
  };

  let response: Response;
  try {
    response = await api.fetch(api.baseUrl + path, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw fail(new NetworkError(say('network'), { method, path, cause }));
  }

  const payload = (await response.json().catch(() => null)) as { status?: unknown; data?: T } | null;
  const { ok, status } = response;
  if (!ok) {
    const serverMessage = serverMessageOf(payload);
    const error = new HttpError(say('http', status, serverMessage), { method, path, status, serverMessage });
    throw answers.includes(status) ? error : fail(error);
  }
  const data = bare ? payload : payload?.data;
  const reason =
    payload === null
      ? 'no JSON'
      : !bare && payload.status !== 'success'
        ? `status ${JSON.stringify(payload.status)}`
        : check && !check(data)
          ? whyRefused(check)
          : null;
  if (reason) throw fail(new InvalidAnswerError(say('invalid-answer'), { method, path, reason }));
  // A call made for its effect reads nothing of the answer.
  return (check ? data : undefined) as T;
}
