import { z } from 'zod';

/** The public echo call: answers what it was sent, so clients and tests can check the transport. */
export const echoInputSchema = z.strictObject({
  message: z.string().min(1).max(1000),
  tags: z.array(z.string().max(50)).max(20).optional(),
});

export type EchoInput = z.infer<typeof echoInputSchema>;

export const echoOutputSchema = z.object({
  message: z.string(),
  tags: z.array(z.string()).optional(),
  receivedAt: z.string(),
});
