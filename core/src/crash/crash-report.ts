import { z } from 'zod';

const text = (max: number) => z.string().max(max);

/** A crash report sent by the crash screen (spec 3, spec 7 POST log/crash-report). */
export const crashReportInputSchema = z.strictObject({
  id: z.union([z.literal('new'), z.string().uuid()]),
  error: z
    .object({
      name: text(200).optional(),
      message: text(2000).optional(),
      stack: text(20000).optional(),
      cause: text(2000).optional(),
      code: z.union([z.string().max(100), z.number()]).optional(),
      statusCode: z.number().int().optional(),
    })
    .optional(),
  data: z
    .object({
      componentName: text(200).optional(),
      location: text(2000).optional(),
      browser: text(500).optional(),
      user: text(100).optional(),
      userDescription: text(5000).optional(),
    })
    .optional(),
});

export type CrashReportInput = z.infer<typeof crashReportInputSchema>;

export const crashReportOutputSchema = z.object({ id: z.string() });
