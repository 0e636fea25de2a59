import type { dashboardEditEn } from './dashboard-edit.en';

/** Textes français du mode édition d'un tableau de bord, de l'enregistrement et des brouillons. */
export const dashboardEditFr: typeof dashboardEditEn = {
  edit: 'Modifier',
  done: 'Terminé',
  save: 'Enregistrer',
  saving: 'Enregistrement...',
  saved: 'Enregistré',
  reset: 'Annuler les modifications',
  unsaved: 'Vous avez des modifications non enregistrées...',
  saveError: 'Erreur lors de la mise à jour du tableau de bord',
  titleLabel: 'Titre du tableau de bord',
  titleRequired: 'Le titre est obligatoire',
  sidebarTitle: 'Modifier le graphique',
  unsavedWarning:
    '(Les modifications non enregistrées seront perdues ! Cliquez à nouveau sur X pour fermer)',
  closeSidebar: 'Fermer',
  resizeSidebar: 'Redimensionner le panneau du graphique',
  chartLoadError: "Le graphique n'a pas pu être chargé : {{message}}",
  addedToDraft: '« {{name}} » a été ajouté. Enregistrez pour le garder sur le tableau de bord.',
  leaveTitle: 'Quitter avec des modifications non enregistrées ?',
  leaveText:
    'Vos modifications de ce tableau de bord ne sont pas enregistrées. Elles restent en brouillon dans ce navigateur jusqu’à ce que vous les enregistriez ou les annuliez.',
  stay: 'Rester',
  leave: 'Quitter',
};
