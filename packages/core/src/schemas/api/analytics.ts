import { z } from 'zod';
import { analyticsEventSchema } from '../analytics/analytics-event';
import { guardedRequest } from '../common/text';
import { dataEnvelope } from './common';

/** POST /analytics/send-event */
export const sendEventBodySchema = guardedRequest(analyticsEventSchema);
export type SendEventBody = z.infer<typeof sendEventBodySchema>;
/** The client only logs errors; ours acknowledges. */
export const sendEventAnswerSchema = dataEnvelope(z.object({ received: z.literal(true) }));
