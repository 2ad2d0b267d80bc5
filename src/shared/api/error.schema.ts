import { z } from 'zod';
import { errorCodes } from '../errors/error-codes';

export const fieldIssueSchema = z.object({
  path: z.string().describe('Dotted path of the offending field, e.g. "body.email"'),
  message: z.string(),
  code: z.string().optional(),
});

export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      details: z
        .object({ issues: z.array(fieldIssueSchema).optional() })
        .catchall(z.unknown())
        .optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type FieldIssue = z.infer<typeof fieldIssueSchema>;
