import type { tenantAccessEn } from './tenant-access.en';

/** Textes français de l'onglet Accès des clients d'une connexion et des badges de mode. */
export const tenantAccessFr: typeof tenantAccessEn = {
  tab: 'Accès des clients',
  tables: 'Tables',
  title: 'Accès des clients',
  description:
    'Les tables que vos clients (ceux qui consultent les tableaux de bord intégrés) peuvent lire, et lesquelles de leurs lignes.',
  modeLabel: 'Qui peut interroger cette connexion',
  modes: {
    open: {
      title: 'Administrateurs seulement',
      text: 'Aucun client ne lit de table de cette connexion. Ses graphiques ne fonctionnent que pour les administrateurs et les clés d’API : pour les données internes.',
    },
    scoped: {
      title: 'Filtrée par client',
      text: 'Les clients lisent les tables filtrées (leurs seules lignes) et les tables partagées. Les tables masquées et toute table non classée, y compris celles créées plus tard, sont refusées.',
    },
  },
  states: {
    scoped: 'Filtrée',
    shared: 'Partagée',
    hidden: 'Masquée aux clients',
    unclassified: 'Non classée',
  },
  stateHints: {
    scoped: 'Chaque client ne lit que ses lignes',
    shared: 'Tous les clients lisent toutes les lignes (catalogue, calendrier)',
    hidden: 'Aucun client ne lit cette table',
    unclassified: 'Refusée aux clients tant que vous n’avez pas choisi',
  },
  head: {
    table: 'Table',
    access: 'Accès des clients',
    filter: 'Filtre par client',
  },
  stateLabel: 'Accès des clients à {{table}}',
  statePlaceholder: 'Choisir l’accès',
  column: 'Colonne du client',
  columnLabel: 'Colonne du client de {{table}}',
  payloadKey: 'Clé du jeton',
  payloadKeyLabel: 'Clé du jeton qui filtre {{table}}',
  filterText: 'lignes où {{column}} = la valeur {{payloadKey}} du jeton',
  notAvailable: 'Inaccessible aux clients — classez-la',
  suggest: 'Filtrer par {{column}}',
  suggestHint: 'Filtrer {{table}} par {{column}} = la valeur {{payloadKey}} du jeton',
  suggestAll_one: 'Filtrer {{count}} table par sa colonne suggérée',
  suggestAll_other: 'Filtrer {{count}} tables par leur colonne suggérée',
  unclassifiedCount_one: '{{count}} table n’est pas classée : les clients ne peuvent pas la lire.',
  unclassifiedCount_other:
    '{{count}} tables ne sont pas classées : les clients ne peuvent pas les lire.',
  unclassifiedHint:
    'Choisissez Filtrée, Partagée ou Masquée pour chacune. Les tables créées plus tard arrivent non classées.',
  allClassified: 'Toutes les tables sont classées.',
  summary: '{{scoped}} filtrées · {{shared}} partagées · {{hidden}} masquées',
  unknownTitle_one: '{{count}} entrée nomme une table absente de cette connexion',
  unknownTitle_other: '{{count}} entrées nomment des tables absentes de cette connexion',
  unknownText:
    'La table a été renommée ou supprimée. Retirez l’entrée, ou actualisez les tables si elle existe maintenant.',
  remove: 'Retirer',
  removeLabel: 'Retirer l’entrée de {{table}}',
  search: 'Filtrer les tables',
  filterLabel: 'Afficher',
  filterAll: 'Toutes',
  noMatch: 'Aucune table ne correspond.',
  noTablesTitle: 'Aucune table',
  noTablesText:
    'Cette connexion n’a pas de table. Les tables créées plus tard sont refusées aux clients jusqu’à ce que vous les classiez ici.',
  refresh: 'Actualiser les tables',
  loadErrorTitle: 'Les tables n’ont pas pu être lues',
  openNote:
    'Les clients sont refusés avant toute lecture. Passez en « Filtrée par client » pour choisir ce qu’ils peuvent lire.',
  classificationKept_one:
    'Le classement de {{count}} table est conservé pour le jour où vous la filtrerez à nouveau.',
  classificationKept_other:
    'Le classement de {{count}} tables est conservé pour le jour où vous la filtrerez à nouveau.',
  strict: 'Isolation stricte des clients',
  strictHint:
    'Les requêtes des graphiques doivent renvoyer au moins une colonne nommée d’après une clé du jeton ; les clients sans cette clé voient une erreur.',
  changed: 'Modifiée',
  unsaved_one: '{{count}} modification non enregistrée',
  unsaved_other: '{{count}} modifications non enregistrées',
  noChanges: 'Aucune modification',
  save: 'Enregistrer l’accès',
  discard: 'Annuler',
  saved: 'Accès des clients enregistré',
  saveFailed: 'L’accès des clients n’a pas été enregistré',
  problems: {
    columnRequired: 'Choisissez la colonne du client',
    payloadKeyRequired: 'Choisissez la clé du jeton',
  },
  fixProblems_one: 'Complétez le filtre de {{count}} table filtrée avant d’enregistrer.',
  fixProblems_other: 'Complétez le filtre de {{count}} tables filtrées avant d’enregistrer.',
  badge: {
    open: 'Administrateurs seulement',
    scoped: 'Filtrée par client',
    unclassified_one: '{{count}} non classée',
    unclassified_other: '{{count}} non classées',
    openHint: 'Les clients sont refusés sur cette connexion',
    scopedHint: 'Les clients ne lisent que les tables filtrées et partagées',
  },
  formNoteNew:
    'Une nouvelle connexion est réservée aux administrateurs. Une fois enregistrée, choisissez les tables lisibles par les clients dans l’onglet Accès des clients.',
  formNoteEdit:
    'Les tables lisibles par les clients se choisissent dans l’onglet Accès des clients de la connexion.',
};
