import type { RequestIssue } from './contract/messages.ts';
import { ApiError } from './errors.ts';

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
