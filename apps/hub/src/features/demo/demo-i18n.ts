import { i18n } from '@chartroom/ui';
import { HUB_NAMESPACE } from '../../i18n/hub-i18n';
import { demoEn } from '../../i18n/locales/demo.en';
import { demoEs } from '../../i18n/locales/demo.es';
import { demoFr } from '../../i18n/locales/demo.fr';
import { demoTr } from '../../i18n/locales/demo.tr';

/**
 * The Demo page's texts (`hub:demo.*`) come with its own chunk, not the hub's entry (which every
 * page, the share page included, loads first). They join each language's hub texts once those are
 * there: the current language's before the first render (main.tsx), another's when switched to.
 */
const TEXTS: Record<string, typeof demoEn> = {
  en: demoEn,
  fr: demoFr,
  tr: demoTr,
  es: demoEs,
};

function addDemoTexts(): void {
  for (const [lng, demo] of Object.entries(TEXTS)) {
    // Adding to a language without its hub texts would make the hub skip loading them.
    const hasHub = i18n.hasResourceBundle(lng, HUB_NAMESPACE);
    if (hasHub && !i18n.getResource(lng, HUB_NAMESPACE, 'demo')) {
      i18n.addResourceBundle(lng, HUB_NAMESPACE, { demo }, true, false);
    }
  }
}

addDemoTexts();
i18n.on('languageChanged', addDemoTexts);
