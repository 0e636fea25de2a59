import type { dashboardExportEn } from './dashboard-export.en';

/** Textes français de la fenêtre Déployer et du téléchargement PDF (`hub:dashboardExport.*`). */
export const dashboardExportFr: typeof dashboardExportEn = {
  deploy: {
    button: 'Déployer',
    title: 'Déployer le tableau de bord',
    intro:
      'Intégrez ce tableau de bord à votre application. Votre serveur signe un jeton pour chacun de vos locataires ; la page affiche le tableau de bord avec ce jeton.',
    iframeTab: 'IFrame',
    reactTab: 'React',
    reactNotInPlan: "L'onglet React ne fait pas partie de l'offre startup.",
    serverStep: '1. Signez un jeton de locataire sur votre serveur',
    serverHint:
      "Donnez à {{variable}} la valeur de votre secret d'intégration (Paramètres > Intégration). N'envoyez jamais le secret au navigateur.",
    iframeStep: "2. Placez l'iframe dans votre page",
    iframeHint: 'Remplacez {{placeholder}} par le jeton signé par votre serveur.',
    reactStep: '2. Affichez le tableau de bord dans votre application React',
    reactHint: 'Passez le jeton signé par votre serveur dans la prop token.',
    copy: 'Copier',
    copied: 'Copié',
    planError: 'Impossible de lire votre offre : {{message}}',
  },
  pdf: {
    download: 'Télécharger le PDF',
    preparing: 'Préparation du PDF…',
    failed: "Le PDF n'a pas pu être créé : {{message}}",
    notInPlan: "Le téléchargement PDF ne fait pas partie de l'offre startup.",
  },
};
