/**
 * A screen's data could not be loaded, for the reason its saga recorded (SPEC §8's words):
 * an expected failure, which the error view shows as it is and nobody needs to debug.
 */
export class FailedLoad extends Error {
  override readonly name = 'FailedLoad';
}
