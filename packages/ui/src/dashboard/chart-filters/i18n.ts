import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';

/** Namespace of the dashboard card's chart filters (popover and chips). */
export const CHART_FILTERS_NAMESPACE = 'chartFilters';

const en = {
  setChartFilters: 'Set chart filters',
  close: 'Close',
  active: '{{count}} chart filters set',
  removeValue: 'Remove the value of {{name}}',
  clearAll: 'Clear all',
  yes: 'Yes',
  no: 'No',
  undoClick: 'Undo filter {{name}}',
};
type Texts = typeof en;
const fr: Texts = {
  setChartFilters: 'Définir les filtres du graphique',
  close: 'Fermer',
  active: '{{count}} filtres du graphique définis',
  removeValue: 'Retirer la valeur de {{name}}',
  clearAll: 'Tout effacer',
  yes: 'Oui',
  no: 'Non',
  undoClick: 'Annuler le filtre {{name}}',
};
const tr: Texts = {
  setChartFilters: 'Grafik filtrelerini ayarla',
  close: 'Kapat',
  active: '{{count}} grafik filtresi ayarlı',
  removeValue: '{{name}} değerini kaldır',
  clearAll: 'Tümünü temizle',
  yes: 'Evet',
  no: 'Hayır',
  undoClick: '{{name}} filtresini geri al',
};
const es: Texts = {
  setChartFilters: 'Configurar filtros del gráfico',
  close: 'Cerrar',
  active: '{{count}} filtros del gráfico activos',
  removeValue: 'Quitar el valor de {{name}}',
  clearAll: 'Borrar todo',
  yes: 'Sí',
  no: 'No',
  undoClick: 'Deshacer el filtro {{name}}',
};
const resources = { en, fr, tr, es };

for (const [lng, bundle] of Object.entries(resources)) {
  if (!i18n.hasResourceBundle(lng, CHART_FILTERS_NAMESPACE)) {
    i18n.addResourceBundle(lng, CHART_FILTERS_NAMESPACE, bundle, true, false);
  }
}

export function useChartFiltersTranslation() {
  return useTranslation(CHART_FILTERS_NAMESPACE, { i18n });
}
