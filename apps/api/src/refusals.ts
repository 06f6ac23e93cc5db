import { messages, type RequestIssue } from '@chulo/api-client/contract';

/** A request the shop refuses, with a message the customer can read. */
export class ClientError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

/** A request the contract's schemas refuse: the first problem is the message, and every problem is listed for a form to show. */
export class RequestRefused extends ClientError {
  readonly issues: RequestIssue[];

  constructor(issues: RequestIssue[]) {
    super(400, issues[0]?.message ?? 'This request is malformed');
    this.issues = issues;
  }

  static from(issues: readonly { path: readonly PropertyKey[]; message: string }[]): RequestRefused {
    return new RequestRefused(messages.requestIssues(issues));
  }
}

export function orderNotFound(id: string): ClientError {
  return new ClientError(404, messages.orderNotFound(id));
}
