import type { locationsEndpoints } from '@shared/locations/locations.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import { warmGazetteer } from './gazetteer';
import { getNearestPlace, getPlace, suggestLocations } from './locations.service';

export function locationsHandlers(_deps: AppDependencies): GroupHandlers<typeof locationsEndpoints> {
  // Building the index takes ~0.5 s; pay it at start-up, not on someone's first keystroke.
  warmGazetteer();

  return {
    suggestLocations: async ({ query }) => ({ data: suggestLocations(query.q, query.limit) }),
    getNearestPlace: async ({ query }) => ({ data: { place: getNearestPlace(query.lat, query.lng) } }),
    getPlace: async ({ params }) => ({ data: { place: getPlace(params.slug) } }),
  };
}
