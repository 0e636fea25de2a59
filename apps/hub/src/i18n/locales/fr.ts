import type { HubResources } from './en';
import { chartBuilderFr } from './chart-builder.fr';
import { chartBuilderV2Fr } from './chart-builder-v2.fr';
import { chartFiltersFr } from './chart-filters.fr';
import { chartLibraryFr } from './chart-library.fr';
import { dashboardLifecycleFr } from './dashboards.fr';
import { dashboardVersionsFr } from './dashboard-versions.fr';
import { dashboardEditFr } from './dashboard-edit.fr';
import { goldenChartsFr } from './golden-charts.fr';
import { tenantsFr } from './tenants.fr';
import { embeddedEditingFr } from './embedded-editing.fr';
import { settingsFr } from './settings.fr';
import { dashboardSettingsFr } from './dashboard-settings.fr';
import { dashboardExportFr } from './dashboard-export.fr';
import { shareInvitationFr } from './share-invitation.fr';
import { tenantViewFr } from './tenant-view.fr';
import { filterAuthoringFr } from './filter-authoring.fr';
import { tenantAccessFr } from './tenant-access.fr';
import { filterControlFr } from './filter-control.fr';

export const fr: HubResources = {
  chartBuilder: chartBuilderFr,
  chartBuilderV2: chartBuilderV2Fr,
  chartFilters: chartFiltersFr,
  chartLibrary: chartLibraryFr,
  dashboardLifecycle: dashboardLifecycleFr,
  dashboardVersions: dashboardVersionsFr,
  dashboardEdit: dashboardEditFr,
  goldenCharts: goldenChartsFr,
  tenants: tenantsFr,
  embeddedEditing: embeddedEditingFr,
  settings: settingsFr,
  dashboardSettings: dashboardSettingsFr,
  dashboardExport: dashboardExportFr,
  shareInvitation: shareInvitationFr,
  tenantView: tenantViewFr,
  filterControl: filterControlFr,
  filterAuthoring: filterAuthoringFr,
  common: { retry: 'Réessayer' },
  errors: { title: 'Une erreur est survenue', unknown: 'erreur inconnue' },
  nav: {
    dashboards: 'Tableaux de bord',
    charts: 'Graphiques',
    connections: 'Connexions',
    tenants: 'Clients',
    settings: 'Paramètres',
    usage: 'Utilisation',
    demo: 'Démo',
    apiDocs: "Référence de l'API",
    version: 'Chartroom {{version}}',
  },
  header: {
    toggleNav: 'Afficher la navigation',
    lightMode: 'Passer en mode clair',
    darkMode: 'Passer en mode sombre',
    userMenu: 'Menu du compte',
    signedInAs: 'Connecté en tant que',
    signOut: 'Se déconnecter',
  },
  setup: {
    title: 'Configurer Chartroom',
    subtitle:
      "Créez votre organisation et son premier compte administrateur. Vous pourrez inviter d'autres personnes ensuite.",
    organization: "Nom de l'organisation",
    organizationPlaceholder: 'Acme SAS',
    name: 'Votre nom',
    namePlaceholder: 'Ada Lovelace',
    passwordHint: 'Au moins {{count}} caractères.',
    orgRequired: "Le nom de l'organisation est obligatoire",
    nameRequired: 'Le nom est obligatoire',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
    passwordShort: 'Le mot de passe doit contenir au moins {{count}} caractères',
    submit: "Créer l'organisation",
    unreachableTitle: 'Impossible de joindre le serveur Chartroom',
    unreachableText:
      "Le hub n'a pas pu charger son état ({{message}}). Vérifiez que le serveur fonctionne, puis réessayez.",
  },
  auth: {
    title: 'Connexion',
    subtitle: 'Bon retour. Connectez-vous pour gérer vos tableaux de bord.',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    expired: 'Votre session a expiré. Veuillez vous reconnecter.',
  },
  list: {
    name: 'Nom',
    version: 'Version',
    status: 'Statut',
    updated: 'Mis à jour',
    published: 'Publié',
    draft: 'Brouillon',
  },
  dashboards: {
    title: 'Tableaux de bord',
    description:
      'Les tableaux de bord de votre organisation, prêts à être consultés et intégrés pour vos clients.',
    emptyTitle: 'Aucun tableau de bord',
    emptyText:
      'Les tableaux de bord créés par votre organisation apparaîtront ici, avec leur version et leur statut de publication.',
  },
  dashboard: {
    refresh: 'Actualiser les données',
    untitledChart: 'Graphique sans titre',
    chartMissing: "Ce graphique n'a pas pu être chargé.",
    chartInvalid: 'Ce graphique a une configuration invalide.',
  },
  charts: {
    title: 'Graphiques',
    description: 'La bibliothèque de graphiques de votre organisation.',
    emptyTitle: 'Aucun graphique',
    emptyText: 'Les graphiques créés par votre organisation apparaîtront ici.',
  },
  // Partial: missing connection texts fall back to English.
  connections: {
    title: 'Connexions',
    description:
      'Les bases de données et fichiers interrogés par vos graphiques. Les identifiants sont chiffrés.',
    emptyTitle: 'Aucune connexion',
    tenantAccess: tenantAccessFr,
    actions: {
      add: 'Ajouter une connexion',
      upload: 'Importer un CSV ou Parquet',
      test: 'Tester la connexion',
      refreshSchema: 'Actualiser le schéma',
      clearCache: 'Vider le cache',
      edit: 'Modifier',
      delete: 'Supprimer',
      save: 'Enregistrer',
      create: 'Enregistrer la connexion',
      cancel: 'Annuler',
      close: 'Fermer',
    },
    list: {
      name: 'Nom',
      engine: 'Moteur',
      policies: 'Accès des clients',
      updated: 'Modifiée',
      default: 'Par défaut',
    },
    form: {
      addTitle: 'Ajouter une connexion',
      editTitle: 'Modifier la connexion',
      engine: 'Moteur',
      name: "Nom d'affichage",
      keepSecret: 'Laissez vide pour conserver celui enregistré.',
      timeout: "Délai d'exécution",
    },
    test: {
      success: 'Connexion réussie.',
      failure: 'Échec de la connexion',
      latency: 'Connecté en {{ms}} ms.',
    },
    schema: {
      columnsTab: 'Colonnes',
      previewTab: 'Aperçu',
      column: 'Colonne',
      type: 'Type',
    },
    upload: {
      title: 'Importer un CSV ou Parquet',
      tableName: 'Nom de la table',
      submit: 'Importer',
      uploading: 'Envoi… {{percent}} %',
      processing: 'Traitement…',
      open: 'Ouvrir la table',
    },
  },
  comingSoon: {
    title: 'Bientôt disponible',
    connections: {
      description: 'Les sources de données interrogées par vos graphiques.',
      text: "La gestion des connexions depuis le hub n'est pas encore disponible. La base de démonstration intégrée est connectée pour vous.",
    },
    tenants: {
      description: 'Vos clients et les jetons qui leur donnent accès aux tableaux de bord.',
      text: "La gestion des clients depuis le hub n'est pas encore disponible. Les jetons peuvent être créés via l'API (POST /tenant/create-token).",
    },
    settings: {
      description: "Organisation, thème, langue et paramètres d'intégration.",
      text: 'Les paramètres ne sont pas encore disponibles dans le hub.',
    },
  },
  viewStates: {
    error: 'Erreur de chargement du tableau de bord, contactez le support',
    malformed: 'Configuration du tableau de bord invalide, contactez le support',
    notPublic: "Oups ! Ce tableau de bord n'existe pas ou n'est pas public",
    notPublicEdit: 'L’ouvrir dans l’éditeur',
    unauthorizedTitle: "Ce lien a expiré ou n'est pas valide",
    unauthorizedText:
      "L'accès à ce tableau de bord nécessite un jeton valide. Rechargez la page depuis l'application qui l'affichait pour en obtenir un nouveau.",
  },
  gallery: {
    title: 'Galerie de graphiques',
    description:
      "Chaque type de graphique ({{count}}) sur l'entrepôt de démonstration, à partir de graphiques non enregistrés.",
    noConnection: "Aucune connexion pour dessiner la galerie : ajoutez-en une d'abord.",
    scheme: 'Jeu de couleurs',
    light: 'Clair',
    dark: 'Sombre',
  },
  notFound: {
    title: 'Page introuvable',
    text: "La page demandée n'existe pas ou a été déplacée.",
    back: 'Aller aux tableaux de bord',
  },
};
