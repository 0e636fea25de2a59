import {
  createDashModel,
  createOfflineModel,
  type DashModel,
  type ProviderSettings,
} from '@chartroom/dash';

/** Dash's model from the server's settings (DASH_PROVIDER, DASH_LLM_*): offline by default. */
export function dashModelOf(settings: ProviderSettings | undefined): DashModel {
  return createDashModel(settings ?? { provider: 'offline' }, createOfflineModel);
}
