import { z } from 'zod';
import { guardedRequest } from '../common/text';
import { dataEnvelope, idSchema, versionSchema } from './common';

/** Longest thumbnail accepted (the save route's limit): a 580x360 JPEG at pixel ratio 1.5 fits. */
export const MAX_THUMBNAIL_CHARS = 2_000_000;

const THUMBNAIL_DATA_URL = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** A thumbnail as the hub takes it (charts.md §9): a base64 JPEG, PNG or WebP data URL. */
export const thumbnailDataUrlSchema = z
  .string({ error: 'thumbnail must be a data URL' })
  .max(MAX_THUMBNAIL_CHARS, `thumbnail must be at most ${MAX_THUMBNAIL_CHARS} characters`)
  .regex(THUMBNAIL_DATA_URL, 'thumbnail must be a base64 JPEG, PNG or WebP data URL');

/**
 * POST /chart/thumbnail (our addition): gives a chart version that has no thumbnail one, e.g. a
 * seeded demo chart drawn by the library on first view. A version that has a thumbnail keeps it.
 */
export const chartThumbnailBodySchema = guardedRequest(
  z.object({ chartId: idSchema, version: versionSchema, thumbnail: thumbnailDataUrlSchema }),
);
export type ChartThumbnailBody = z.infer<typeof chartThumbnailBodySchema>;
/** `stored`: false when the version already had a thumbnail (nothing changed). */
export const chartThumbnailAnswerSchema = dataEnvelope(
  z.object({ chartId: z.string(), version: z.number().int(), stored: z.boolean() }),
);
