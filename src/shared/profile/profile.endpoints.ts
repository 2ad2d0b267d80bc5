import { defineEndpoint, signedIn } from '../api/endpoint';
import { profileResponseSchema, updateProfileRequestSchema } from './profile.schema';

const tags = ['profile'];

export const profileEndpoints = {
  getProfile: defineEndpoint({
    method: 'GET',
    path: '/profile',
    summary: 'The signed-in user’s profile',
    tags,
    access: signedIn,
    responses: { 200: profileResponseSchema },
    errors: [],
  }),
  updateProfile: defineEndpoint({
    method: 'PATCH',
    path: '/profile',
    summary: 'Change display name, location (needs consent) and search preferences',
    tags,
    access: signedIn,
    body: updateProfileRequestSchema,
    responses: { 200: profileResponseSchema },
    errors: [],
  }),
};
