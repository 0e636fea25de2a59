import type { DashboardResources } from './en';

export const fr: DashboardResources = {
  canvas: {
    emptyTitle: 'Ajoutez un graphique pour commencer',
    emptyText: 'Passez en mode Édition pour ajouter des graphiques ici.',
    dragHandle: 'Glisser pour déplacer',
    refreshing: 'Actualisation',
    editChart: 'Modifier le graphique',
    removeChart: 'Retirer le graphique',
  },
  filterBar: {
    label: 'Filtres du tableau de bord',
    clearAll: 'Tout effacer',
    removeValue: 'Retirer le filtre {{name}}',
    pressEnter: 'Appuyez sur Entrée pour appliquer le filtre.',
    selectPlaceholder: 'Choisir une valeur',
    multiPlaceholder: 'Choisir des valeurs',
    datePlaceholder: 'Choisir une date',
    rangePlaceholder: 'Choisir une période',
    inputPlaceholder: 'Saisir une valeur',
    noOptions: 'Aucune valeur trouvée',
    loadingOptions: 'Chargement des valeurs…',
    yes: 'Oui',
    no: 'Non',
    unsupported: 'Type de filtre non pris en charge : {{type}}',
    boundHint: 'Ce filtre peut être défini au niveau du tableau de bord.',
    controlledHint: "Ce filtre est contrôlé de l'extérieur et n'apparaîtra pas une fois intégré",
  },
  presets: {
    today: "Aujourd'hui",
    yesterday: 'Hier',
    last7Days: '7 derniers jours',
    last30Days: '30 derniers jours',
    monthToDate: 'Mois en cours',
    yearToDate: 'Année en cours',
  },
};
