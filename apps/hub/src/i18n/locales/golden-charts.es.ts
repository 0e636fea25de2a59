import type { goldenChartsEn } from './golden-charts.en';

/** Textos en español de 'Refine model' (gráficos dorados) y del aviso de clientes estrictos. */
export const goldenChartsEs: typeof goldenChartsEn = {
  refine: {
    button: 'Refinar modelo',
    title: 'Refina tu modelo de IA',
    description:
      'Escribe una pregunta de ejemplo que debería generar este gráfico. Dash aprende de ella al responder preguntas parecidas.',
    label: 'Pregunta de ejemplo',
    placeholder: 'p. ej. ¿Cuántos pedidos tuvimos por canal el mes pasado?',
    shortcut: 'Ctrl/⌘ + Intro para aplicar',
    cancel: 'Cancelar',
    apply: 'Aplicar',
    saved: 'Gráfico dorado guardado',
    savedText: 'Dash usará «{{prompt}}» como ejemplo para este gráfico.',
    needsSave: 'Guarda primero el gráfico',
  },
  strictTenant: {
    warning: 'Este gráfico solo funcionará para {{covered}}/{{total}} de tus clientes',
    hint: 'Esta conexión es estricta por cliente: los clientes cuyas claves de payload no están entre las columnas de salida ven un error. Añade a la consulta una columna con el nombre de una clave de payload.',
  },
};
