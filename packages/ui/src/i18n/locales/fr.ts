/** French texts of the `ui` namespace (partial: missing keys fall back to English). */
export const fr = {
  viewer: {
    noDataAvailable: 'Aucune donnée disponible',
    error: 'Erreur : {{message}}',
    tenantTokenMissing: 'Erreur de chargement du graphique, contactez le support',
    invalidConfig: 'Configuration de graphique invalide : {{reason}}',
    askDash: 'Demandez à Dash de créer un graphique !',
  },
  renderer: { other: 'Autre' },
  pager: {
    pageOf: 'Page {{page}} sur {{count}}',
    segments: 'Segments {{from}}–{{to}} sur {{total}}',
  },
  table: {
    noDataFound: 'Aucune donnée trouvée',
    rowsPerPage: 'Lignes par page',
    downloadCsv: 'Télécharger en CSV',
  },
  statCard: { vsPrevious: 'par rapport à la période précédente' },
};
