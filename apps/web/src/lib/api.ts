import { type AnswerCheck, successData } from './answer-check.ts';

/**
 * The one client for the shop's API. Every answer is checked against the shared
 * schemas (compiled at build time, so zod never ships to the browser); every
 * failure reaches the customer as one of SPEC §8's messages and reaches the
 * operator, with its cause, in the console.
 */

/** A failure the customer can read. */
export class ApiError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
  }
}

interface ApiCall {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** What the customer reads when anything goes wrong. */
  failure: string;
}

interface ApiRead extends ApiCall {
  /** The shared schema of `data` in the `{status: 'success', data}` answer, compiled. */
  answer: AnswerCheck;
}

function serverMessage(payload: unknown): string {
  if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string') {
    return payload.message;
  }
  return 'no message';
}

async function send(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(path, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${serverMessage(payload)}`);
  return payload;
}

/** Calls the API and answers `data`, of the type `answer` was compiled from. */
export function apiCall<T>(call: ApiRead): Promise<T>;
/** Calls the API for its effect: no field of the answer is read. */
export function apiCall(call: ApiCall): Promise<void>;
export async function apiCall({ method, path, body, headers, failure, answer }: ApiCall & Partial<ApiRead>) {
  try {
    const payload = await send(method, path, body, headers);
    return answer ? successData(answer, payload) : undefined;
  } catch (cause) {
    console.error(`[api] ${method} ${path} failed`, cause);
    throw new ApiError(failure, { cause });
  }
}
