import { z } from 'zod';
import { chartDocumentSchema } from '../chart/chart-document';

export const speakerNameSchema = z.enum(['user', 'system', 'dash'], {
  error: 'Speaker must be user, system or dash',
});
export type SpeakerName = z.infer<typeof speakerNameSchema>;

/** A question Dash suggests instead of a complex one, with why. */
export const dashSuggestionSchema = z.object({
  prompt: z.string(),
  reasoning: z.string().optional(),
});
export type DashSuggestion = z.infer<typeof dashSuggestionSchema>;

/** One message of a Dash chat (charts.md §3, filters-and-rendering.md §3). */
export const chatMessageSchema = z.object({
  speakerName: speakerNameSchema,
  message: z.string(),
  isVisible: z.boolean().default(true),
  /** A chart Dash produced with this message. */
  chart: chartDocumentSchema.optional(),
  isClickable: z.boolean().optional(),
  meta: z
    .object({
      /** Kind of message, e.g. 'text', 'suggestions', 'chart', 'filter', 'error'. */
      type: z.string().optional(),
      suggestions: z.array(dashSuggestionSchema).optional(),
    })
    .optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Chat history sent with AI calls. */
export const chatHistorySchema = z.array(chatMessageSchema).default([]);

/** Author of a stored chat message (filters-and-rendering.md §7). */
export const chatAuthorSchema = z.enum(['tenant', 'system', 'dash'], {
  error: 'Author must be tenant, system or dash',
});
export const questionTypeSchema = z.enum(['text', 'chart', 'filter'], {
  error: 'Question type must be text, chart or filter',
});

/** A chat message as stored (filters-and-rendering.md §7 "Chat message store"). */
export const storedChatMessageSchema = z.object({
  organization_id: z.string().min(1, 'Organization is required'),
  message_text: z.string(),
  session_id: z.string().min(1, 'Session id is required'),
  author: chatAuthorSchema,
  chart_config: z.unknown().optional(),
  filter_config: z.unknown().optional(),
  prompt: z.string().optional(),
  question_type: questionTypeSchema.optional(),
  chart_id: z.string().nullable().optional(),
});
export type StoredChatMessage = z.infer<typeof storedChatMessageSchema>;
