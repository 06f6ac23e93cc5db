import { ApiError } from './errors.ts';

/**
 * Not sent: the server would refuse the request for a limit the client knows (a name too long, a
 * phone number that breaks the rule, a quantity out of range). `reason` is what the server would answer.
 * The caller's to show, like a form's own check: no failure for the operator, so `onFailure` hears nothing.
 * In a module of its own, so that only the screens that place orders download it.
 */
export class InvalidRequestError extends ApiError<{ reason: string }> {
  readonly kind = 'invalid-request';
  override readonly name = 'InvalidRequestError';
  declare readonly reason: string;
}
