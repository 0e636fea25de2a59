import type { dashboardEditEn } from './dashboard-edit.en';

/** Textos en español del modo edición de un panel, el guardado y los borradores locales. */
export const dashboardEditEs: typeof dashboardEditEn = {
  edit: 'Editar',
  done: 'Listo',
  save: 'Guardar',
  saving: 'Guardando...',
  saved: 'Guardado',
  reset: 'Descartar cambios',
  unsaved: 'Tienes cambios sin guardar...',
  saveError: 'Error al actualizar el panel',
  titleLabel: 'Título del panel',
  titleRequired: 'El título es obligatorio',
  sidebarTitle: 'Editar gráfico',
  unsavedWarning: '(¡Los cambios sin guardar se perderán! Haz clic en X otra vez para cerrar)',
  closeSidebar: 'Cerrar',
  resizeSidebar: 'Cambiar el tamaño del panel del gráfico',
  chartLoadError: 'No se pudo cargar el gráfico: {{message}}',
  addedToDraft: '«{{name}}» se ha añadido. Guarda para mantenerlo en el panel.',
  leaveTitle: '¿Salir con cambios sin guardar?',
  leaveText:
    'Los cambios de este panel no están guardados. Se conservan como borrador en este navegador hasta que los guardes o los descartes.',
  stay: 'Quedarse',
  leave: 'Salir',
};
