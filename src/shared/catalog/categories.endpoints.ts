import { defineEndpoint, publicAccess } from '../api/endpoint';
import { categoryTreeResponseSchema } from './category.schema';
import { categoryCountsResponseSchema } from './category-counts.schema';

const tags = ['catalog'];

export const categoriesEndpoints = {
  getCategoryTree: defineEndpoint({
    method: 'GET',
    path: '/categories',
    summary: 'The category taxonomy as a tree (up to three levels), names in en and de',
    tags,
    access: publicAccess,
    responses: { 200: categoryTreeResponseSchema },
    errors: [],
  }),
  getCategoryCounts: defineEndpoint({
    method: 'GET',
    path: '/categories/counts',
    summary: 'Published, unsold listings per category including its sub-categories (30 s cache)',
    tags,
    access: publicAccess,
    responses: { 200: categoryCountsResponseSchema },
    errors: [],
  }),
};
