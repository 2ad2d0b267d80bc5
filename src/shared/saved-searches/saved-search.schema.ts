import { z } from 'zod';
import { searchControlKeys } from '../search/search-params';

/** Spec §9: at most 20 saved searches per user (and per guest browser). */
export const savedSearchesMax = 20;
export const savedSearchLabelMax = 80;

/** Spec §5: keys sorted, empty values dropped; paging keys and `saved` itself are never saved. */
export function normalizeSavedSearchParams(
  params: Record<string, string | undefined>,
): Record<string, string> {
  const skipped = new Set<string>([...searchControlKeys, 'saved']);
  const entries = Object.entries(params)
    .map(([key, value]) => [key.trim(), (value ?? '').trim()] as const)
    .filter(([key, value]) => key.length > 0 && value.length > 0 && !skipped.has(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}

/** One canonical string per set of params: "identical params" compares these. */
export function savedSearchParamsKey(params: Record<string, string>): string {
  return new URLSearchParams(Object.entries(normalizeSavedSearchParams(params))).toString();
}

/** Spec §3: params are non-empty key/values, and never empty as a whole. */
export const savedSearchParamsSchema = z
  .record(z.string().min(1).max(40), z.string().max(200))
  .transform(normalizeSavedSearchParams)
  .refine((params) => Object.keys(params).length > 0, {
    message: 'A saved search needs at least one filter.',
  })
  .refine((params) => Object.keys(params).length <= 20, { message: 'Too many parameters.' });

export const savedSearchSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    params: z.record(z.string(), z.string()),
    notificationsEnabled: z.boolean(),
    createdAt: z.iso.datetime(),
    lastRunAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const saveSearchRequestSchema = z.strictObject({
  /** Blank falls back to a label built from the params. */
  label: z.string().trim().max(savedSearchLabelMax).optional(),
  params: savedSearchParamsSchema,
  notificationsEnabled: z.boolean().optional(),
});
export type SaveSearchRequest = z.input<typeof saveSearchRequestSchema>;

export const updateSavedSearchRequestSchema = z.strictObject({
  /** Spec §4: a blank new label keeps the old one. */
  label: z.string().trim().max(savedSearchLabelMax).optional(),
  notificationsEnabled: z.boolean().optional(),
});

/** Guest searches moved to the account on sign-in (oldest first, so the newest end up first). */
export const importSavedSearchesRequestSchema = z.strictObject({
  savedSearches: z
    .array(
      z.strictObject({
        label: z.string().trim().max(savedSearchLabelMax),
        params: savedSearchParamsSchema,
        notificationsEnabled: z.boolean(),
        createdAt: z.iso.datetime(),
        lastRunAt: z.iso.datetime().optional(),
      }),
    )
    .max(savedSearchesMax),
});

export const savedSearchResponseSchema = z.object({
  data: z.object({
    savedSearch: savedSearchSchema,
    /** False when identical params updated an existing saved search instead of adding one. */
    created: z.boolean(),
  }),
});
export const singleSavedSearchResponseSchema = z.object({
  data: z.object({ savedSearch: savedSearchSchema }),
});
export const savedSearchListResponseSchema = z.object({
  data: z.object({ savedSearches: z.array(savedSearchSchema).max(savedSearchesMax) }),
});

/** The account's list after an import, and how many guest searches did not fit under the limit. */
export const importSavedSearchesResponseSchema = z.object({
  data: z.object({
    savedSearches: z.array(savedSearchSchema).max(savedSearchesMax),
    skipped: z.number().int().min(0),
  }),
});

/** A label for params without one: the query, else the category, plus the place. */
export function defaultSavedSearchLabel(params: Record<string, string>): string {
  const what = params.query ?? params.category ?? params.tag ?? '';
  const where = params.region ? `${params.region}${params.radius ? ` · ${params.radius} km` : ''}` : '';
  const label = [what, where].filter(Boolean).join(' · ');
  return (label || Object.values(params).join(' · ')).slice(0, savedSearchLabelMax);
}

type Clock = { now: Date; newId: () => string };

/**
 * Spec §4 Saved searches, as pure rules shared by the guest store and the server: saving identical
 * params updates label and lastRunAt instead of adding; new ones go first; at most 20.
 */
export function upsertSavedSearch(
  list: SavedSearch[],
  input: { label?: string; params: Record<string, string>; notificationsEnabled?: boolean },
  clock: Clock,
):
  | { list: SavedSearch[]; saved: SavedSearch; created: boolean }
  | { error: 'limit_reached' | 'empty_params' } {
  const params = normalizeSavedSearchParams(input.params);
  if (Object.keys(params).length === 0) return { error: 'empty_params' };
  const key = savedSearchParamsKey(params);
  const label = input.label?.trim() || defaultSavedSearchLabel(params);
  const existing = list.find((item) => savedSearchParamsKey(item.params) === key);
  if (existing) {
    const saved: SavedSearch = {
      ...existing,
      label,
      lastRunAt: clock.now.toISOString(),
      notificationsEnabled: input.notificationsEnabled ?? existing.notificationsEnabled,
    };
    return { list: list.map((item) => (item.id === existing.id ? saved : item)), saved, created: false };
  }
  if (list.length >= savedSearchesMax) return { error: 'limit_reached' };
  const saved: SavedSearch = {
    id: clock.newId(),
    label,
    params,
    notificationsEnabled: input.notificationsEnabled ?? false,
    createdAt: clock.now.toISOString(),
    lastRunAt: clock.now.toISOString(),
  };
  return { list: [saved, ...list], saved, created: true };
}

/** Spec §4: rename keeps the old label when the new one is blank. */
export function renameSavedSearch(list: SavedSearch[], id: string, label: string): SavedSearch[] {
  const trimmed = label.trim().slice(0, savedSearchLabelMax);
  if (!trimmed) return list;
  return list.map((item) => (item.id === id ? { ...item, label: trimmed } : item));
}
