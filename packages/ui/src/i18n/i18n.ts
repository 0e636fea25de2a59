import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { tr } from './locales/tr';

/** Namespace of every string of @chartroom/ui. */
export const UI_NAMESPACE = 'ui';
export const UI_LANGUAGES = ['en', 'fr', 'tr', 'es'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/**
 * The i18next instance of @chartroom/ui. Its own instance, so a host app's i18next setup is
 * never clobbered; the host switches language with `i18n.changeLanguage` or `initI18n(lng)`.
 */
export const i18n = i18next.createInstance();

/** Initialise (once) and optionally switch language. Fallback: en-US, then en (spec §1). */
export function initI18n(lng?: string): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: lng ?? 'en',
      fallbackLng: ['en-US', 'en'],
      ns: [UI_NAMESPACE],
      defaultNS: UI_NAMESPACE,
      resources: {
        en: { [UI_NAMESPACE]: en },
        fr: { [UI_NAMESPACE]: fr },
        tr: { [UI_NAMESPACE]: tr },
        es: { [UI_NAMESPACE]: es },
      },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      showSupportNotice: false,
    });
  } else if (lng && i18n.language !== lng) {
    i18n.changeLanguage(lng).catch((error: unknown) => {
      // Spec: translation loading failures are only logged.
      console.error('Failed to change language', error);
    });
  }
  return i18n;
}

initI18n();

/** `useTranslation('ui')` bound to the ui instance, whatever provider the host uses. */
export function useUiTranslation() {
  return useTranslation(UI_NAMESPACE, { i18n });
}
