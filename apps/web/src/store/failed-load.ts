/**
 * A screen's data could not be loaded, for the reason its saga recorded (SPEC §8's words):
 * an expected failure, which the error view shows as it is and nobody needs to debug. `status`
 * is the API's answer when there was one: a page rendered on the server answers with it too.
 */
export class FailedLoad extends Error {
  override readonly name = 'FailedLoad';

  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
