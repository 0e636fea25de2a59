import type { embeddedEditingEn } from './embedded-editing.en';

/** Textos en español de la edición por inquilinos en paneles integrados. */
export const embeddedEditingEs: typeof embeddedEditingEn = {
  addChart: 'Añadir gráfico',
  editChart: 'Editar gráfico',
  newChartTitle: 'Nuevo gráfico',
  editChartTitle: 'Editar gráfico',
  close: 'Cerrar',
  kindV2: 'Gráfico',
  kindSql: 'Gráfico SQL',
  table: 'Tabla',
  tablePlaceholder: 'Elige una tabla',
  pickTable: 'La tabla de la que parte tu gráfico',
  noTables:
    'No hay tablas disponibles para gráficos nuevos. Pide a tu administrador que añada alguna.',
  create: 'Crear gráfico',
  createError: 'No se pudo crear el gráfico: {{message}}',
  loadError: 'No se pudo cargar este gráfico: {{message}}',
  savedToDashboard: 'Guardado en el panel',
  dashboardSaveError: 'El gráfico se guardó, pero el panel no se actualizó: {{message}}',
  askDashForChart: 'Ask Dash to make you a chart!',
  unsavedWarning: '(Unsaved changes will be lost! Click X again to close)',
  globalTab: 'Global',
  personalTab: 'Espacio personal',
  workspaces: 'Espacios de trabajo',
  copyTitle: '¿Crear una copia personal?',
  copyText:
    'Este panel está compartido. Al guardar se crea tu propia copia, que no recibe futuras actualizaciones del original. El original no cambia.',
  copyConfirm: 'Crear una copia personal',
  copyCancel: 'Cancelar',
  copyError: 'No se pudo crear la copia personal: {{message}}',
  copyCancelled:
    'El gráfico se guardó, pero no está en el panel: el panel compartido necesita primero una copia personal.',
  newChart: 'Nuevo gráfico',
  removeChart: 'Quitar gráfico',
  addFilter: '+ Añadir filtro',
  addFilterSoon:
    'Todavía no se pueden añadir filtros de panel desde aquí: pide a tu administrador que añada el filtro.',
  librarySubtitle: 'Elige un gráfico publicado: se añade una copia a tu panel.',
  dashboardActions: 'Acciones del panel',
  rename: 'Renombrar',
  createCopy: 'Crear una copia',
  delete: 'Eliminar',
  copyName: '{{name}} (copia)',
  cloneFailed: 'No se pudo crear la copia: {{message}}',
};
