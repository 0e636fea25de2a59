import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { uploadAnswerSchema, uploadTableNameSchema } from '@chartroom/core';
import { ingestFile } from '@chartroom/connectors';
import type { Services } from '../../services';
import { badRequest, HttpError } from '../../plugins/http-error';
import { uploadFormat, uploadsConnection } from './upload';

/** Largest accepted upload (bytes). */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

/**
 * POST /connection/upload (multipart: `tableName`, then `file`): a CSV or Parquet file becomes a
 * table of the organisation's "Uploads" DuckDB connection.
 */
export async function uploadRoutes(app: FastifyInstance, s: Services): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 },
    });
    scope.post(
      '/connection/upload',
      { schema: { tags: ['connection'], response: { 200: uploadAnswerSchema } } },
      async (request) => {
        const caller = await s.auth.admin(request);
        if (!request.isMultipart())
          throw badRequest('Send the file as multipart/form-data with fields tableName and file');
        const folder = join(
          s.dataDir,
          'uploads',
          caller.organizationId.replace(/[^A-Za-z0-9-]/g, ''),
        );
        await mkdir(folder, { recursive: true });
        let tableName: string | undefined;
        let saved: { path: string; format: 'csv' | 'parquet' } | undefined;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'field') {
              if (part.fieldname === 'tableName') tableName = String(part.value);
              continue;
            }
            const format = uploadFormat(part.filename);
            if (!format) {
              part.file.resume();
              throw badRequest('Only .csv and .parquet files can be uploaded');
            }
            const path = join(folder, `${randomUUID()}.${format}`);
            await pipeline(part.file, createWriteStream(path));
            if (part.file.truncated) throw badRequest('The file is larger than 200 MB');
            saved = { path, format };
          }
          if (!saved) throw badRequest('No file was sent (field "file")');
          const name = uploadTableNameSchema.safeParse(tableName ?? '');
          if (!name.success)
            throw badRequest(name.error.issues[0]?.message ?? 'Invalid table name');

          const connection = await uploadsConnection(s.connections, caller.organizationId);
          await s.pool.invalidate(connection.id);
          let rows: number;
          try {
            ({ rows } = await ingestFile({
              databasePath: s.pool.duckDbPath(String(connection.config.database)),
              tableName: name.data,
              filePath: saved.path,
              format: saved.format,
            }));
          } catch (err) {
            throw new HttpError(400, `Error: ${err instanceof Error ? err.message : String(err)}`);
          }
          await s.queries.clear(connection.id);
          await s.connectionService.schema(caller.organizationId, connection.id, true);
          return { data: { connectionId: connection.id, table: name.data, rows } };
        } finally {
          if (saved) await rm(saved.path, { force: true });
        }
      },
    );
  });
}
