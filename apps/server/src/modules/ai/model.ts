import * as dash from '@chartroom/dash';
import { createDashModel, type DashModel, type ProviderSettings } from '@chartroom/dash';

/** The offline engine (packages/dash/src/offline), the default provider. */
function offlineModel(): DashModel {
  const factory = (dash as unknown as { createOfflineModel?: () => DashModel }).createOfflineModel;
  if (factory) return factory();
  // Until the offline engine is exported: a model that says it cannot answer.
  return {
    name: 'offline',
    plan: () => Promise.resolve({ kind: 'unanswerable', message: dash.DASH_MESSAGES.noChart }),
  };
}

/** Dash's model from the server's settings (DASH_PROVIDER, DASH_LLM_*). */
export function dashModelOf(settings: ProviderSettings | undefined): DashModel {
  return createDashModel(settings ?? { provider: 'offline' }, offlineModel);
}
