/** Spanish texts of the `ui` namespace (partial: missing keys fall back to English). */
export const es = {
  viewer: {
    noDataAvailable: 'No hay datos disponibles',
    error: 'Error: {{message}}',
    tenantTokenMissing: 'Error al cargar el gráfico, contacte con soporte',
    invalidConfig: 'Configuración de gráfico no válida: {{reason}}',
    askDash: '¡Pídele a Dash que te haga un gráfico!',
  },
  renderer: { other: 'Otros' },
  pager: {
    pageOf: 'Página {{page}} de {{count}}',
    segments: 'Segmentos {{from}}–{{to}} de {{total}}',
  },
  table: {
    noDataFound: 'No se encontraron datos',
    rowsPerPage: 'Filas por página',
    downloadCsv: 'Descargar CSV',
  },
  statCard: { vsPrevious: 'frente al periodo anterior' },
};
