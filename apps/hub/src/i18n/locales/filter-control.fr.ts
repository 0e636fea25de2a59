import type { filterControlEn } from './filter-control.en';

/** Textes français de la fenêtre « Configurer le contrôle du filtre » (`hub:filterControl.*`). */
export const filterControlFr: typeof filterControlEn = {
  title: 'Configurer le contrôle du filtre',
  intro: 'Indiquez une clé unique pour ce filtre afin de le contrôler depuis votre application',
  keyLabel: 'Clé de contrôle',
  usage: 'Utilisation',
  saveNote: 'Veuillez enregistrer le tableau de bord pour utiliser cette fonctionnalité.',
  duplicate: 'Un autre filtre de ce tableau de bord a déjà cette clé.',
  delete: 'Supprimer',
  cancel: 'Annuler',
  save: 'Enregistrer',
};
