import type * as z from 'zod/mini';

/**
 * The one client for the shop's API. Every answer is checked against the shared
 * schemas; every failure reaches the customer as one of SPEC §8's messages and
 * reaches the operator, with its cause, in the console.
 *
 * Each call names the schema of its answer as a module to import: zod and the
 * schema download in parallel with the request, on first use, so the home page
 * never downloads them and the menu downloads only the menu's.
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

interface ApiRead<S extends z.ZodMiniType> extends ApiCall {
  /** Imports the shared schema of `data` in the `{status: 'success', data}` answer. */
  answer: () => Promise<S>;
}

type Payload = { status?: unknown; data?: unknown } | null;

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
  return payload as Payload;
}

/** `data` of a `{status: 'success', data}` answer, checked against `schema`, or a throw. */
function dataOf<S extends z.ZodMiniType>(schema: S, payload: Payload): z.output<S> {
  if (payload?.status !== 'success') throw new Error(`Unexpected answer: status ${JSON.stringify(payload?.status)}`);
  const parsed = schema.safeParse(payload.data);
  if (!parsed.success) throw new Error(`Unexpected answer: ${parsed.error.message}`);
  return parsed.data;
}

/** Calls the API and answers `data`, checked against the schema `answer` imports. */
export function apiCall<S extends z.ZodMiniType>(call: ApiRead<S>): Promise<z.output<S>>;
/** Calls the API for its effect: no field of the answer is read. */
export function apiCall(call: ApiCall): Promise<void>;
export async function apiCall({ method, path, body, headers, failure, answer }: ApiCall & Partial<ApiRead<z.ZodMiniType>>) {
  try {
    const [payload, schema] = await Promise.all([send(method, path, body, headers), answer?.()]);
    return schema ? dataOf(schema, payload) : undefined;
  } catch (cause) {
    console.error(`[api] ${method} ${path} failed`, cause);
    throw new ApiError(failure, { cause });
  }
}
