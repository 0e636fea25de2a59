import type { dashboardVersionsEn } from './dashboard-versions.en';

export const dashboardVersionsFr: typeof dashboardVersionsEn = {
  label: 'Version',
  option: 'v{{version}}',
  latestOption: 'v{{version}} (dernière)',
  restore: 'Restaurer',
  restoring: 'Restauration...',
  restored: 'Version {{from}} restaurée en version {{to}}.',
  restoreFailed: "La version n'a pas pu être restaurée",
  noVersions: "Ce tableau de bord n'a aucune version enregistrée.",
  oldVersionArea: 'Version {{version}}, lecture seule',
  outdatedTitle: 'Votre version du tableau de bord est obsolète !',
  outdatedText:
    'Voulez-vous actualiser le tableau de bord ? Vos modifications non enregistrées seront perdues.',
  refresh: 'Actualiser',
  continue: 'Continuer',
};
