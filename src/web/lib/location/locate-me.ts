import type { Place } from '@shared/locations/location.schema';
import { ApiError } from '../api-client/api-error';
import { getNearestPlace } from './api/get-nearest-place';

export type LocateProblem = 'denied' | 'unavailable' | 'unsupported' | 'notInGermany';

export class LocateError extends Error {
  readonly problem: LocateProblem;
  constructor(problem: LocateProblem) {
    super(`Could not use the device location: ${problem}`);
    this.problem = problem;
  }
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new LocateError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      resolve,
      (error) => reject(new LocateError(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  });
}

/**
 * "Use my location": the browser's position, named after the nearest German place. The position
 * itself is kept for the radius; the place only gives it a label and a slug.
 */
export async function locateMe(): Promise<{ place: Place; latitude: number; longitude: number }> {
  const position = await currentPosition();
  const { latitude, longitude } = position.coords;
  try {
    return { place: await getNearestPlace(latitude, longitude), latitude, longitude };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new LocateError('notInGermany');
    throw error;
  }
}
