import { EventStreamAnswer } from '@chulo/api-client/testing';

/**
 * One answer to a live feed (GET …/events), as the server streams it. The web app's sagas open
 * their feeds themselves, out of the test's sight: every stream opened is kept, so that a test can
 * find the one a saga opened and send its events.
 */
export class FakeEventStream extends EventStreamAnswer {
  static opened: FakeEventStream[] = [];

  constructor(signal?: AbortSignal | null) {
    super(signal);
    FakeEventStream.opened.push(this);
  }

  /** One of the events a live order feed sends: `ready` once it listens, `order` with each change; the staff feed's `pacing` too. */
  emit(type: 'ready' | 'order' | 'pacing', data: unknown = null) {
    this.send(type, data);
  }

  static latest(): FakeEventStream {
    const stream = FakeEventStream.opened.at(-1);
    if (!stream) throw new Error('no event stream was opened');
    return stream;
  }
}
