/** The offline geocoder inside its worker thread (see ThreadedGeocoder): answers one lookup per message. */
import { parentPort } from 'node:worker_threads';
import { OfflineGeocoder } from './offline.ts';

export interface GeocodeRequest {
  id: number;
  latitude: number;
  longitude: number;
}

const geocoder = new OfflineGeocoder();
geocoder.warmUp();

parentPort?.on('message', ({ id, latitude, longitude }: GeocodeRequest) => {
  geocoder.reverse(latitude, longitude).then(
    (result) => parentPort?.postMessage({ id, result }),
    (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
