import type { ReverseGeocode } from '@chulo/api-client/contract';

/** Turns a device position into the parts of a street address. */
export interface ReverseGeocoder {
  reverse(latitude: number, longitude: number): Promise<ReverseGeocode>;
  /** Starts loading whatever it needs, without delaying the caller. */
  warmUp(): void;
  /** Lets go of whatever it holds (a thread, connections) on shutdown. */
  close(): Promise<void>;
}
