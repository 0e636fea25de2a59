export { i18n, initI18n, useUiTranslation, UI_NAMESPACE, UI_LANGUAGES } from './i18n';
export type { UiLanguage } from './i18n';
export { en as uiEnglishResources } from './locales/en';
