import type { demoEn } from './demo.en';

/** Textos en español de la demo (`hub:demo.*`). */
export const demoEs: typeof demoEn = {
  title: 'Demo',
  description: 'Chartroom con sus datos de demostración: un panel preparado para su rol.',
  start: {
    title: 'Vea Chartroom con datos de demostración',
    text: 'Dos años de pedidos, clientes y tráfico web de una tienda, mostrados para el rol que elija.',
    action: 'Haga clic para empezar',
  },
  roles: {
    title: 'Elija su rol',
    text: 'Su panel muestra las cifras que este rol mira primero.',
    generate: 'Generar panel',
    cfo: {
      name: 'Director financiero',
      text: 'Ingresos netos, descuentos, reembolsos y bruto frente a neto por trimestre.',
    },
    marketing: {
      name: 'Responsable de operaciones de marketing',
      text: 'Sesiones, registros, canales y las páginas de entrada principales.',
    },
    sales: {
      name: 'Director de ventas',
      text: 'Ventas cerradas, tamaño de las operaciones, países y mejores clientes.',
    },
    product: {
      name: 'Gerente de producto',
      text: 'Unidades vendidas, categorías, más vendidos y tasas de reembolso.',
    },
  },
  preparing: {
    title: 'Preparando sus análisis',
    text: 'Preparando el panel de {{role}} con los datos de demostración…',
  },
  empty: {
    title: 'No hay demo en esta organización',
    text: 'Los paneles de demostración vienen con los datos de demostración: inicie Chartroom con CHARTROOM_DEMO=1 en una carpeta de datos nueva para explorarlos.',
  },
  error: 'No se pudo cargar la demo: {{message}}',
  openError: 'No se pudo abrir el panel: {{message}}',
};
