import type { tenantViewEn } from './tenant-view.en';

/** Textes français du sélecteur de client de la barre d'édition (`hub:tenantView.*`). */
export const tenantViewFr: typeof tenantViewEn = {
  globalAdmin: 'Global Admin',
  label: 'Voir en tant que',
  loadingTenants: 'Chargement des clients…',
  noTenants: 'Aucun client pour le moment',
  tenantsError: 'Les clients n’ont pas pu être chargés',
  banner: 'Vue en tant que client {{name}}',
  bannerHint:
    'Chaque requête s’exécute sur le serveur avec le jeton de ce client : vous voyez ce que voit {{name}}. L’édition est désactivée.',
  back: 'Revenir à Global Admin',
  preparing: 'Préparation de la vue en tant que {{name}}…',
  tokenError: 'Impossible de voir en tant que {{name}} : {{message}}',
};
