import { i18n } from '@chartroom/ui';
import { useTranslation } from 'react-i18next';
import { en, type HubResources } from './locales/en';

/** Namespace of the hub's own texts, on the ui package's i18next instance. */
export const HUB_NAMESPACE = 'hub';

/** The other languages load on demand, each its own chunk (English is the fallback). */
const OTHER_LANGUAGES: Record<string, () => Promise<HubResources>> = {
  fr: async () => (await import('./locales/fr')).fr,
  tr: async () => (await import('./locales/tr')).tr,
  es: async () => (await import('./locales/es')).es,
};

function addBundle(lng: string, bundle: HubResources): void {
  if (!i18n.hasResourceBundle(lng, HUB_NAMESPACE)) {
    i18n.addResourceBundle(lng, HUB_NAMESPACE, bundle, true, false);
  }
}

export function registerHubI18n(): void {
  addBundle('en', en);
}

/** Adds the hub texts of `lng` (main.tsx awaits it before the first render); English is there. */
export async function loadHubLanguage(lng: string): Promise<void> {
  const load = OTHER_LANGUAGES[lng];
  if (load) addBundle(lng, await load());
}

registerHubI18n();

export function useHubTranslation() {
  return useTranslation(HUB_NAMESPACE, { i18n });
}
