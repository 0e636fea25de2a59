import { i18n, UI_LANGUAGES } from '@chartroom/ui';
import { useEffect } from 'react';
import { useMatch } from 'react-router-dom';
import { loadHubLanguage } from '../../../i18n/hub-i18n';

/** The dashboard languages (dashboards.md §9: English, French, Turkish, Spanish). */
export const DASHBOARD_LANGUAGES: readonly string[] = UI_LANGUAGES;

export function isDashboardLanguage(language: string): boolean {
  return DASHBOARD_LANGUAGES.includes(language);
}

/**
 * Shows the interface in `language` (a dashboard's `advanced.language`) while mounted, the
 * hub's and the renderer's texts alike (one i18next instance); the language before comes back
 * on unmount. `null` or a language Chartroom does not speak leaves the interface as it is.
 */
export function useViewerLanguage(language: string | null): void {
  useEffect(() => {
    if (!language || !isDashboardLanguage(language) || i18n.language === language) return;
    const previous = i18n.language;
    let active = true;
    loadHubLanguage(language)
      .then(async () => {
        if (!active) return;
        await i18n.changeLanguage(language);
        document.documentElement.lang = language;
      })
      .catch((error: unknown) => console.error('Could not load the dashboard language', error));
    return () => {
      active = false;
      void i18n.changeLanguage(previous);
      document.documentElement.lang = previous;
    };
  }, [language]);
}

/**
 * The dashboard's language on the share page only (its viewers): the hub's own views of a
 * dashboard, the admin's view as a tenant included, keep the admin's language (decision 020).
 */
export function useShareViewerLanguage(language: string | undefined): void {
  const onSharePage = useMatch('/share/dashboard/:id') !== null;
  useViewerLanguage(onSharePage ? (language ?? null) : null);
}
