import { describe, expect, it } from 'vitest';
import { buildLocationSelection, profilePreferencesFor, selectionFromProfile } from './location-selection';
import { isLocationAwarePath, locationInSearch, searchWithLocation } from './location-url';

const munich = { label: 'München', slug: 'muenchen', latitude: 48.137154, longitude: 11.576124 };
const now = new Date('2025-01-02T03:04:05.000Z');

describe('location selection', () => {
  it('clamps and rounds the radius and the coordinates', () => {
    const selection = buildLocationSelection(munich, 512.4, 'manual', now);
    expect(selection).toEqual({
      label: 'München',
      slug: 'muenchen',
      radiusKm: 200,
      coordinates: { latitude: 48.1372, longitude: 11.5761 },
      source: 'manual',
      updatedAt: '2025-01-02T03:04:05.000Z',
    });
    expect(buildLocationSelection(munich, Number.NaN, 'manual', now).radiusKm).toBe(0);
    expect(buildLocationSelection(munich, 24.6, 'manual', now).radiusKm).toBe(25);
  });

  it('maps to and from profile preferences, nulls when cleared', () => {
    const selection = buildLocationSelection(munich, 50, 'manual', now);
    const preferences = profilePreferencesFor(selection);
    expect(preferences).toMatchObject({ searchRadiusKm: 50, searchLocationSlug: 'muenchen' });
    expect(Object.values(profilePreferencesFor(null))).toEqual([null, null, null, null, null]);
    const adopted = selectionFromProfile({
      searchRadiusKm: 50,
      searchLocationSlug: 'muenchen',
      searchLocationLabel: 'München',
      searchLocationCoordinates: { latitude: 48.1372, longitude: 11.5761 },
      searchLocationSource: 'manual',
    });
    expect(adopted).toMatchObject({ label: 'München', slug: 'muenchen', radiusKm: 50, source: 'profile' });
    expect(selectionFromProfile({ searchRadiusKm: 10 })).toBeNull();
  });

  it('replaces only the location keys of a search URL', () => {
    const selection = buildLocationSelection(munich, 50, 'manual', now);
    const next = new URLSearchParams(
      searchWithLocation('?query=jacke&condition=new&loc=berlin&radius=25&region=Berlin', selection),
    );
    expect(Object.fromEntries(next)).toEqual({
      query: 'jacke',
      condition: 'new',
      region: 'München',
      radius: '50',
      loc: 'muenchen',
      lat: '48.1372',
      lng: '11.5761',
    });
    expect(searchWithLocation('?query=jacke&loc=berlin&radius=25', null)).toBe('query=jacke');
    const nationwide = buildLocationSelection(munich, 0, 'manual', now);
    expect(searchWithLocation('?query=jacke&loc=berlin', nationwide)).toBe('query=jacke');
  });

  it('knows which pages follow the location', () => {
    expect(isLocationAwarePath('/search')).toBe(true);
    expect(isLocationAwarePath('/categories/fashion')).toBe(true);
    expect(isLocationAwarePath('/categories')).toBe(false);
    expect(isLocationAwarePath('/')).toBe(false);
  });

  it('reads the place and radius a search URL names, for the header', () => {
    const stored = buildLocationSelection(munich, 50, 'manual', now);
    expect(locationInSearch('?query=kinderwagen', stored)).toBeNull();
    expect(
      locationInSearch('?query=kinderwagen&region=Hamburg&radius=5&loc=hamburg&lat=53.55&lng=10', stored),
    ).toEqual({ place: 'Hamburg', radiusKm: 5 });
    // A hand-made link names only the slug: the stored label when it is the same place, else the slug with a capital.
    expect(locationInSearch('?loc=muenchen&radius=10', stored)).toEqual({ place: 'München', radiusKm: 10 });
    expect(locationInSearch('?loc=hamburg&radius=10', stored)).toEqual({ place: 'Hamburg', radiusKm: 10 });
    // Nationwide, said by the URL: no place, whatever is stored.
    expect(locationInSearch('?query=sofa&radius=0', stored)).toEqual({ place: null, radiusKm: 0 });
  });
});
