import { i18n } from '@chartroom/ui';
import { useTranslation } from 'react-i18next';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { tr } from './locales/tr';

/** Namespace of the hub's own texts, on the ui package's i18next instance. */
export const HUB_NAMESPACE = 'hub';

export function registerHubI18n(): void {
  for (const [lng, bundle] of Object.entries({ en, fr, tr, es })) {
    if (!i18n.hasResourceBundle(lng, HUB_NAMESPACE)) {
      i18n.addResourceBundle(lng, HUB_NAMESPACE, bundle, true, false);
    }
  }
}

registerHubI18n();

export function useHubTranslation() {
  return useTranslation(HUB_NAMESPACE, { i18n });
}
