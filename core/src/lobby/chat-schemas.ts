import { z } from 'zod';

/** Longest chat message, in characters (game-rules 9). */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** Most messages one GET chat/messages returns: the most recent ones. */
export const CHAT_MESSAGES_LIMIT = 200;

const lobbyId = z.string({ error: 'must be a lobby id' }).uuid('must be a lobby id');

export const chatMessageSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), username: z.string() }),
  /** Plain text exactly as sent (trimmed); clients render it as text, never as HTML. */
  message: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * GET chat/messages?lobbyId=…&t=…: messages newer than `t` (an ISO date-time or milliseconds since
 * 1970), oldest first.
 */
export const chatMessagesQuerySchema = z.object({
  lobbyId,
  t: z
    .string()
    .transform((text, ctx) => {
      const time = /^\d+$/.test(text) ? Number(text) : Date.parse(text);
      if (Number.isFinite(time)) return time;
      ctx.addIssue({ code: 'custom', message: 'must be an ISO date-time or milliseconds since 1970' });
      return z.NEVER;
    })
    .optional(),
});
export type ChatMessagesQuery = z.input<typeof chatMessagesQuerySchema>;

export const chatMessagesOutputSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** With t: ids of messages an admin removed since t, for the reader to drop from what it holds. */
  removed: z.array(z.string()).optional(),
});
export type ChatMessagesOutput = z.infer<typeof chatMessagesOutputSchema>;

/** POST chat/send (spec 5 "Chat send"): non-empty once trimmed, at most 500 characters. */
export const sendChatInputSchema = z.strictObject({
  lobbyId,
  message: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .refine(
      (text) => [...text].length <= CHAT_MESSAGE_MAX_LENGTH,
      `must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
    ),
});
export type SendChatInput = z.input<typeof sendChatInputSchema>;

export const sendChatOutputSchema = z.object({ message: chatMessageSchema });
export type SendChatOutput = z.infer<typeof sendChatOutputSchema>;
