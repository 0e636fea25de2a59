import type { filterControlEn } from './filter-control.en';

/** Textos en español del diálogo «Configurar el control del filtro» (`hub:filterControl.*`). */
export const filterControlEs: typeof filterControlEn = {
  title: 'Configurar el control del filtro',
  intro: 'Indique una clave única para este filtro para controlarlo desde su aplicación',
  keyLabel: 'Clave de control',
  usage: 'Uso',
  saveNote: 'Guarde el panel para usar esta función.',
  duplicate: 'Otro filtro de este panel ya tiene esta clave.',
  delete: 'Eliminar',
  cancel: 'Cancelar',
  save: 'Guardar',
};
