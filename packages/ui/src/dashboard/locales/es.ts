import type { DashboardResources } from './en';

export const es: DashboardResources = {
  canvas: {
    emptyTitle: 'Añade un gráfico para empezar',
    emptyText: 'Cambia al modo Edición para añadir gráficos aquí.',
    dragHandle: 'Arrastra para mover',
    refreshing: 'Actualizando',
    editChart: 'Editar gráfico',
    removeChart: 'Quitar gráfico',
  },
  filterBar: {
    label: 'Filtros del panel',
    clearAll: 'Borrar todo',
    removeValue: 'Quitar el filtro {{name}}',
    pressEnter: 'Pulsa Intro para aplicar el filtro.',
    selectPlaceholder: 'Elige un valor',
    multiPlaceholder: 'Elige valores',
    datePlaceholder: 'Elige una fecha',
    rangePlaceholder: 'Elige un rango de fechas',
    inputPlaceholder: 'Escribe un valor',
    noOptions: 'No se encontraron valores',
    loadingOptions: 'Cargando valores…',
    yes: 'Sí',
    no: 'No',
    unsupported: 'Tipo de filtro no compatible: {{type}}',
    boundHint: 'Este filtro se puede establecer a nivel del panel.',
    controlledHint: 'Este filtro se controla externamente y no aparecerá cuando esté incrustado',
  },
  presets: {
    today: 'Hoy',
    yesterday: 'Ayer',
    last7Days: 'Últimos 7 días',
    last30Days: 'Últimos 30 días',
    monthToDate: 'Mes en curso',
    yearToDate: 'Año en curso',
  },
};
