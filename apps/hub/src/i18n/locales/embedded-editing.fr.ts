import type { embeddedEditingEn } from './embedded-editing.en';

/** Textes français de l'édition par les locataires dans les tableaux de bord intégrés. */
export const embeddedEditingFr: typeof embeddedEditingEn = {
  addChart: 'Ajouter un graphique',
  editChart: 'Modifier le graphique',
  newChartTitle: 'Nouveau graphique',
  editChartTitle: 'Modifier le graphique',
  close: 'Fermer',
  kindV2: 'Graphique',
  kindSql: 'Graphique SQL',
  table: 'Table',
  tablePlaceholder: 'Choisissez une table',
  pickTable: 'La table de départ de votre graphique',
  noTables:
    "Aucune table n'est disponible pour de nouveaux graphiques. Demandez à votre administrateur d'en ajouter.",
  create: 'Créer le graphique',
  createError: "Le graphique n'a pas pu être créé : {{message}}",
  loadError: "Ce graphique n'a pas pu être chargé : {{message}}",
  savedToDashboard: 'Enregistré dans le tableau de bord',
  dashboardSaveError:
    "Le graphique est enregistré, mais le tableau de bord n'a pas été mis à jour : {{message}}",
  askDashForChart: 'Ask Dash to make you a chart!',
  unsavedWarning: '(Unsaved changes will be lost! Click X again to close)',
  globalTab: 'Global',
  personalTab: 'Espace personnel',
  workspaces: 'Espaces de travail',
  copyTitle: 'Créer une copie personnelle ?',
  copyText:
    "Ce tableau de bord est partagé. L'enregistrement crée votre propre copie, qui ne reçoit plus les mises à jour de l'original. L'original reste inchangé.",
  copyConfirm: 'Créer une copie personnelle',
  copyCancel: 'Annuler',
  copyError: "La copie personnelle n'a pas pu être créée : {{message}}",
  copyCancelled:
    "Le graphique a été enregistré, mais il n'est pas sur le tableau de bord : le tableau partagé demande d'abord une copie personnelle.",
  newChart: 'Nouveau graphique',
  removeChart: 'Retirer le graphique',
  addFilter: '+ Ajouter un filtre',
  addFilterSoon:
    "L'ajout de filtres de tableau de bord ici n'est pas encore disponible : demandez à votre administrateur d'ajouter le filtre.",
  librarySubtitle:
    'Choisissez un graphique publié : une copie est ajoutée à votre tableau de bord.',
  dashboardActions: 'Actions du tableau de bord',
  rename: 'Renommer',
  createCopy: 'Créer une copie',
  delete: 'Supprimer',
  copyName: '{{name}} (copie)',
  cloneFailed: "La copie n'a pas pu être créée : {{message}}",
};
