import type { dashboardVersionsEn } from './dashboard-versions.en';

export const dashboardVersionsEs: typeof dashboardVersionsEn = {
  label: 'Versión',
  option: 'v{{version}}',
  latestOption: 'v{{version}} (última)',
  restore: 'Restaurar',
  restoring: 'Restaurando...',
  restored: 'Versión {{from}} restaurada como versión {{to}}.',
  restoreFailed: 'No se pudo restaurar la versión',
  noVersions: 'Este panel no tiene ninguna versión guardada.',
  oldVersionArea: 'Versión {{version}}, solo lectura',
  outdatedTitle: '¡Tienes una versión desactualizada del panel!',
  outdatedText: '¿Quieres actualizar el panel? Se perderán los cambios no guardados.',
  refresh: 'Actualizar',
  continue: 'Continuar',
};
