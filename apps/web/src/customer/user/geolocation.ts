export interface Position {
  latitude: number;
  longitude: number;
}

/** The device's position from the browser, as a promise. */
export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot share its location'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new Error(`Location unavailable: ${error.message || `code ${error.code}`}`)),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

/** SPEC §3: the order's position field, 'latitude, longitude', or '' when unknown. */
export function positionField(position: Position | null): string {
  return position ? `${position.latitude.toFixed(6)}, ${position.longitude.toFixed(6)}` : '';
}
