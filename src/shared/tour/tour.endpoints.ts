import { defineEndpoint, signedIn } from '../api/endpoint';
import { tourResponseSchema, updateTourRequestSchema } from './tour.schema';

const tags = ['tour'];

/** The power-user tour state (spec §3, §4, issue 18, ADR 071). */
export const tourEndpoints = {
  getTour: defineEndpoint({
    method: 'GET',
    path: '/tour',
    summary: "The signed-in user's tour state and whether the powerUserTour flag is on",
    tags,
    access: signedIn,
    responses: { 200: tourResponseSchema },
    errors: [],
  }),
  updateTour: defineEndpoint({
    method: 'PUT',
    path: '/tour',
    summary: 'Move the tour: start, next, back, finish, skip, dismiss (remind later) or restart',
    tags,
    access: signedIn,
    body: updateTourRequestSchema,
    responses: { 200: tourResponseSchema },
    errors: ['TOUR_NOT_AVAILABLE', 'TOUR_TRANSITION_NOT_ALLOWED'],
    rateLimit: {
      max: 120,
      windowMs: 60 * 1000,
      per: 'account',
      message: 'Too many tour changes. Try again later.',
    },
  }),
};
