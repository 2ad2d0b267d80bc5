import { z } from 'zod';
import { tourStatuses, tourStepCount } from './tour-constants';
import { tourActions } from './tour-machine';

export const tourStatusSchema = z.enum(tourStatuses);
export const tourActionSchema = z.enum(tourActions);

/** Spec §3 tour state: status, step index, timestamps and visibility. */
export const tourStateSchema = z
  .object({
    status: tourStatusSchema,
    stepIndex: z
      .number()
      .int()
      .min(0)
      .max(tourStepCount - 1),
    stepCount: z.literal(tourStepCount),
    /** True while the overlay shows (the tour is running). */
    isVisible: z.boolean(),
    startedAt: z.iso.datetime().nullable(),
    completedAt: z.iso.datetime().nullable(),
    skippedAt: z.iso.datetime().nullable(),
    dismissedAt: z.iso.datetime().nullable(),
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'TourState' });

export const tourResponseSchema = z.object({
  data: z.object({
    tour: tourStateSchema,
    /** Whether the `powerUserTour` flag is on for the user; when off, every change is refused. */
    isAvailable: z.boolean(),
  }),
});

export const updateTourRequestSchema = z.strictObject({ action: tourActionSchema });

export type TourState = z.infer<typeof tourStateSchema>;
export type TourResponse = z.infer<typeof tourResponseSchema>['data'];
export type UpdateTourRequest = z.infer<typeof updateTourRequestSchema>;
