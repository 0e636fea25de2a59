import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { tr } from './locales/tr';

/** Namespace of the dashboard canvas and filter bar texts, on the ui i18next instance. */
export const DASHBOARD_NAMESPACE = 'dashboard';

const resources = { en, fr, tr, es };

/** Adds the dashboard texts to the ui instance (idempotent; runs on first use). */
export function registerDashboardI18n(): void {
  for (const [lng, bundle] of Object.entries(resources)) {
    if (!i18n.hasResourceBundle(lng, DASHBOARD_NAMESPACE)) {
      i18n.addResourceBundle(lng, DASHBOARD_NAMESPACE, bundle, true, false);
    }
  }
}

registerDashboardI18n();

export function useDashboardTranslation() {
  return useTranslation(DASHBOARD_NAMESPACE, { i18n });
}
