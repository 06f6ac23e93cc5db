import { whyRefused, type AnswerCheck } from './answer-check.ts';
import type { ApiConnection } from './connection.ts';
import { type Endpoint, type PathParameters, pathTo } from './contract/endpoints.ts';
import type { RequestIssue } from './contract/messages.ts';
import { type ApiError, type ApiErrorKind, HttpError, InvalidAnswerError, NetworkError } from './errors.ts';

/** What a failure says to a person, from what went wrong (and, when the server said no, its status and words). */
export type Wording = (kind: ApiErrorKind, status?: number, serverMessage?: string | null) => string;

export interface Call<T, E extends Endpoint = Endpoint> {
  /** The route it calls, from the route table: method, path and the answer's form. */
  to: E;
  /** Values of the path's `:name` parameters. */
  params?: Record<PathParameters<E['path']>, string | number>;
  /** The query, already encoded (`status=baking`). */
  query?: string;
  /** JSON, or a file (a photo) sent as it is, with its own media type. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The check of the answer's data; none when no field of the answer is read. It may still be on its
   * way (its module loading beside the request): the answer waits for it, and when its code cannot
   * arrive the call fails as a request the network lost.
   */
  check?: AnswerCheck<T> | Promise<AnswerCheck<T>>;
  /** One message for every failure (SPEC §8's, for the customer's calls), or one per failure. */
  failure: string | Wording;
  /**
   * Statuses that answer the question rather than fail to (an unknown order's 404): thrown like
   * any other, but not reported to `onFailure`, since nothing went wrong that an operator should see.
   */
  answers?: readonly number[];
}

/** The path under the base URL that a call asks for, with its query. */
export function pathOf({ to, params, query }: Pick<Call<unknown>, 'to' | 'params' | 'query'>): string {
  const path = pathTo(to, (params ?? {}) as Record<string, string | number>);
  return query ? `${path}?${query}` : path;
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

/** The problems a 400 lists with their fields (`{path, message}`), if it lists any. */
export function issuesOf(payload: unknown): RequestIssue[] {
  const issues = (payload as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter((issue): issue is RequestIssue => typeof issue?.path === 'string' && typeof issue?.message === 'string');
}

/**
 * Calls the API and answers `data`, checked; or throws an ApiError that the
 * connection's `onFailure` has already been told about.
 */
export async function call<T, E extends Endpoint>(api: ApiConnection, request: Call<T, E>): Promise<T> {
  const { to, body, headers, failure, answers = [] } = request;
  const { method } = to;
  const path = pathOf(request);
  // The reverse geocoder answers bare, as such services do (SPEC §7); its failures are enveloped all the same.
  const bare = to.answer === 'bare';
  const file = body instanceof Blob;
  const say = wordingOf(failure);
  const fail = (error: ApiError) => {
    api.onFailure(error);
    return error;
  };
  const lost = (cause: unknown) => fail(new NetworkError(say('network'), { method, path, cause }));

  // Awaited only once an answer has come: a call the network fails first leaves the check's own failure handled here.
  const checkOnItsWay = Promise.resolve(request.check);
  checkOnItsWay.catch(() => {});

  let response: Response;
  try {
    response = await api.fetch(api.baseUrl + path, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': file ? body.type : 'application/json' }), ...headers },
      body: body === undefined || file ? body : JSON.stringify(body),
    });
  } catch (cause) {
    throw lost(cause);
  }

  const payload = (await response.json().catch(() => null)) as { status?: unknown; data?: T } | null;
  const { ok, status } = response;
  if (!ok) {
    const serverMessage = serverMessageOf(payload);
    const issues = issuesOf(payload);
    // Only an answer that lists problems gives the error its `issues`: one that names none reads as it always has.
    const error = new HttpError(say('http', status, serverMessage), { method, path, status, serverMessage, ...(issues.length ? { issues } : {}) });
    throw answers.includes(status) ? error : fail(error);
  }
  let check: AnswerCheck<T> | undefined;
  try {
    check = await checkOnItsWay;
  } catch (cause) {
    throw lost(cause);
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
