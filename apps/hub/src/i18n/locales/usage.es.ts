import type { usageEn } from './usage.en';

/** Textos en español de la página Uso (`hub:usage.*`). */
export const usageEs: typeof usageEn = {
  title: 'Uso',
  description: 'Cómo se ven y usan tus paneles: en el hub y de forma integrada para tus clientes.',
  period: 'Periodo',
  lastDays: 'Últimos {{count}} días',
  refresh: 'Actualizar',
  totals: {
    views: 'Vistas de paneles',
    events: 'Eventos',
    tenants: 'Clientes activos',
  },
  charts: {
    viewsPerDay: 'Vistas por día',
    topDashboards: 'Paneles más vistos',
    activeTenants: 'Clientes activos',
    eventsByName: 'Eventos por nombre',
  },
  columns: {
    day: 'Día',
    embedded: 'Integrado',
    hub: 'Hub',
    views: 'Vistas',
    events: 'Eventos',
    dashboard: 'Panel',
    tenant: 'Cliente',
    lastSeen: 'Última actividad',
    event: 'Evento',
  },
  missingDashboard: 'Panel eliminado ({{id}})',
  noTenants: 'Ningún cliente ha usado un panel en este periodo.',
  empty: {
    title: 'Todavía no hay uso',
    text: 'Las vistas y ediciones aparecen aquí en cuanto se abren paneles en el hub o mediante un enlace para compartir, un iframe o el componente React.',
  },
  error: 'No se pudo cargar el uso: {{message}}',
};
