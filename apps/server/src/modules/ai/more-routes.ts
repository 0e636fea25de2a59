import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import type { DashService } from './dash-service';

/** The builder, dashboard and filter calls of Dash (registered after the main ones). */
export function aiMoreRoutes(_app: FastifyInstance, _s: Services, _dash: DashService): void {}
