import type { demoEn } from './demo.en';

/** Textes français de la démo (`hub:demo.*`). */
export const demoFr: typeof demoEn = {
  title: 'Démo',
  description:
    'Chartroom sur ses données de démonstration : un tableau de bord préparé pour votre rôle.',
  start: {
    title: 'Découvrez Chartroom sur des données de démonstration',
    text: "Deux ans de commandes, de clients et de trafic web d'une boutique, présentés pour le rôle de votre choix.",
    action: 'Cliquez pour commencer',
  },
  roles: {
    title: 'Choisissez votre rôle',
    text: "Votre tableau de bord montre les chiffres que ce rôle regarde d'abord.",
    generate: 'Générer le tableau de bord',
    cfo: {
      name: 'Directeur financier',
      text: 'Chiffre d’affaires net, remises, remboursements et brut contre net par trimestre.',
    },
    marketing: {
      name: 'Responsable des opérations marketing',
      text: 'Sessions, inscriptions, canaux et pages d’entrée les plus vues.',
    },
    sales: {
      name: 'Directeur commercial',
      text: 'Ventes conclues, taille des affaires, pays et meilleurs clients.',
    },
    product: {
      name: 'Chef de produit',
      text: 'Unités vendues, catégories, meilleures ventes et taux de remboursement.',
    },
  },
  preparing: {
    title: 'Préparation de vos analyses',
    text: 'Mise en place du tableau de bord « {{role}} » sur les données de démonstration…',
  },
  empty: {
    title: 'Pas de démo dans cette organisation',
    text: 'Les tableaux de bord de démonstration viennent avec les données de démonstration : démarrez Chartroom avec CHARTROOM_DEMO=1 sur un nouveau dossier de données pour les explorer.',
  },
  error: 'La démo n’a pas pu être chargée : {{message}}',
  openError: 'Le tableau de bord n’a pas pu être ouvert : {{message}}',
};
