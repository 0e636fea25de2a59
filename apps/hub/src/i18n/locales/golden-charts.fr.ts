import type { goldenChartsEn } from './golden-charts.en';

/** Textes français de 'Refine model' (graphiques de référence) et de l'avertissement locataires stricts. */
export const goldenChartsFr: typeof goldenChartsEn = {
  refine: {
    button: 'Affiner le modèle',
    title: 'Affinez votre modèle d’IA',
    description:
      'Saisissez un exemple de question qui devrait produire ce graphique. Dash s’en sert pour répondre aux questions semblables.',
    label: 'Exemple de question',
    placeholder: 'ex. Combien de commandes par canal le mois dernier ?',
    shortcut: 'Ctrl/⌘ + Entrée pour appliquer',
    cancel: 'Annuler',
    apply: 'Appliquer',
    saved: 'Graphique de référence enregistré',
    savedText: 'Dash utilisera « {{prompt}} » comme exemple pour ce graphique.',
    needsSave: 'Enregistrez d’abord le graphique',
  },
  strictTenant: {
    warning: 'Ce graphique ne fonctionnera que pour {{covered}}/{{total}} de vos locataires',
    hint: 'Cette connexion est stricte par locataire : les locataires dont les clés de payload ne figurent pas parmi les colonnes de sortie voient une erreur. Ajoutez à la requête une colonne nommée d’après une clé de payload.',
  },
};
