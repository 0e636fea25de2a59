import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  saveGoldenChartAnswerSchema,
  saveGoldenChartBodySchema,
  storeGoldenAssetAnswerSchema,
  storeGoldenAssetBodySchema,
  storeGoldenChartAnswerSchema,
  storeGoldenChartBodySchema,
  storeGoldenChartsAnswerSchema,
  storeGoldenChartsBodySchema,
  storeGoldenFiltersAnswerSchema,
  storeGoldenFiltersBodySchema,
} from '@chartroom/core';
import type { Services } from '../../services';
import { GoldenAssetService, type AdminCaller } from './golden-asset-service';
import { GoldenAssetRepository } from './repository';

const tags = ['golden'];

/** The five golden-asset calls of charts.md §7 (admins only; tenants get 403, nothing written). */
export function goldenAssetRoutes(app: FastifyInstance, s: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const golden = new GoldenAssetService(
    s.db,
    new GoldenAssetRepository(s.db),
    s.charts,
    s.chartGuard,
    s.chartTables,
  );

  // The caller is checked before the body: a tenant is refused whatever it sends. The
  // Authenticator resolves a request once, so the handler's call costs nothing more.
  const preValidation = async (request: FastifyRequest) => {
    await s.auth.admin(request);
  };
  const admin = (request: FastifyRequest): Promise<AdminCaller> => s.auth.admin(request);

  r.post(
    '/ai-golden-charts/save',
    {
      preValidation,
      schema: {
        tags,
        body: saveGoldenChartBodySchema,
        response: { 200: saveGoldenChartAnswerSchema },
      },
    },
    async (request) => ({
      data: { id: await golden.saveChart(await admin(request), request.body) },
    }),
  );

  r.post(
    '/ai-golden-charts/store',
    {
      preValidation,
      schema: {
        tags,
        body: storeGoldenChartsBodySchema,
        response: { 200: storeGoldenChartsAnswerSchema },
      },
    },
    async (request) => ({
      data: { id: await golden.storeCharts(await admin(request), request.body) },
    }),
  );

  r.post(
    '/ai-chat-history/store-golden-chart',
    {
      preValidation,
      schema: {
        tags,
        body: storeGoldenChartBodySchema,
        response: { 200: storeGoldenChartAnswerSchema },
      },
    },
    async (request) => ({
      data: { id: await golden.storeChatChart(await admin(request), request.body) },
    }),
  );

  r.post(
    '/store-golden-filters',
    {
      preValidation,
      schema: {
        tags,
        body: storeGoldenFiltersBodySchema,
        response: { 200: storeGoldenFiltersAnswerSchema },
      },
    },
    async (request) => ({
      data: { id: await golden.storeFilters(await admin(request), request.body) },
    }),
  );

  r.post(
    '/store-golden-asset',
    {
      preValidation,
      schema: {
        tags,
        body: storeGoldenAssetBodySchema,
        response: { 200: storeGoldenAssetAnswerSchema },
      },
    },
    async (request) => {
      const stored = await golden.storeAsset(await admin(request), request.body);
      return { data: { id: stored.id } };
    },
  );
}
