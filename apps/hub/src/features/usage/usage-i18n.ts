import { i18n } from '@chartroom/ui';
import { HUB_NAMESPACE } from '../../i18n/hub-i18n';
import { usageEn } from '../../i18n/locales/usage.en';
import { usageEs } from '../../i18n/locales/usage.es';
import { usageFr } from '../../i18n/locales/usage.fr';
import { usageTr } from '../../i18n/locales/usage.tr';

/**
 * The Usage page's texts (`hub:usage.*`) come with its own chunk, not the hub's entry (which every
 * page, the share page included, loads first). They join each language's hub texts once those are
 * there: the current language's before the first render (main.tsx), another's when switched to.
 */
const TEXTS: Record<string, typeof usageEn> = {
  en: usageEn,
  fr: usageFr,
  tr: usageTr,
  es: usageEs,
};

function addUsageTexts(): void {
  for (const [lng, usage] of Object.entries(TEXTS)) {
    // Adding to a language without its hub texts would make the hub skip loading them.
    const hasHub = i18n.hasResourceBundle(lng, HUB_NAMESPACE);
    if (hasHub && !i18n.getResource(lng, HUB_NAMESPACE, 'usage')) {
      i18n.addResourceBundle(lng, HUB_NAMESPACE, { usage }, true, false);
    }
  }
}

addUsageTexts();
i18n.on('languageChanged', addUsageTexts);
