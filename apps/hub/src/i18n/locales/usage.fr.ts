import type { usageEn } from './usage.en';

/** Textes français de la page Utilisation (`hub:usage.*`). */
export const usageFr: typeof usageEn = {
  title: 'Utilisation',
  description:
    'Comment vos tableaux de bord sont consultés et utilisés : dans le hub, et intégrés pour vos clients.',
  period: 'Période',
  lastDays: '{{count}} derniers jours',
  refresh: 'Actualiser',
  totals: {
    views: 'Vues de tableaux de bord',
    events: 'Événements',
    tenants: 'Clients actifs',
  },
  charts: {
    viewsPerDay: 'Vues par jour',
    topDashboards: 'Tableaux de bord les plus vus',
    activeTenants: 'Clients actifs',
    eventsByName: 'Événements par nom',
  },
  columns: {
    day: 'Jour',
    embedded: 'Intégré',
    hub: 'Hub',
    views: 'Vues',
    events: 'Événements',
    dashboard: 'Tableau de bord',
    tenant: 'Client',
    lastSeen: 'Dernière activité',
    event: 'Événement',
  },
  missingDashboard: 'Tableau de bord supprimé ({{id}})',
  noTenants: "Aucun client n'a utilisé de tableau de bord sur cette période.",
  empty: {
    title: "Pas encore d'utilisation",
    text: 'Les vues et modifications apparaissent ici dès que des tableaux de bord sont ouverts dans le hub ou par un lien de partage, une iframe ou le composant React.',
  },
  error: "Impossible de charger l'utilisation : {{message}}",
};
