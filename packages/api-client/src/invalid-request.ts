import { ApiError } from './errors.ts';

/** One problem the contract's schema found in a request: where (`cart.0.quantity`; '' for the whole) and what, as a sentence. */
export interface RequestIssue {
  path: string;
  message: string;
}

/**
 * Not sent: the request breaks the contract's schema, which the server validates with, so the
 * server would refuse it in these words (a name too long, a phone number that breaks the rule, a
 * quantity out of range). The message is the first problem's; `issues` lists each with its field,
 * for a form to show beside it. The caller's to show, like a form's own check: no failure for the
 * operator, so `onFailure` hears nothing. In a module of its own, so that only the screens that
 * send bodies download it.
 */
export class InvalidRequestError extends ApiError<{ issues: RequestIssue[] }> {
  readonly kind = 'invalid-request';
  override readonly name = 'InvalidRequestError';
  declare readonly issues: RequestIssue[];
}
