import { searchRadiusMaxKm } from './profile.schema';

/** Spec §5: radius used when a location is chosen without one. */
export const defaultSearchRadiusKm = 25;

/** Spec §5: clamped to 0..200 km and rounded; non-finite or negative gives 0. */
export function clampSearchRadiusKm(radiusKm: number): number {
  if (!Number.isFinite(radiusKm) || radiusKm < 0) return 0;
  return Math.round(Math.min(radiusKm, searchRadiusMaxKm));
}
