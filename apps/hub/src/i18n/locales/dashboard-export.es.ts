import type { dashboardExportEn } from './dashboard-export.en';

/** Textos en español del diálogo Desplegar y de la descarga PDF (`hub:dashboardExport.*`). */
export const dashboardExportEs: typeof dashboardExportEn = {
  deploy: {
    button: 'Desplegar',
    title: 'Desplegar el panel',
    intro:
      'Integre este panel en su aplicación. Su servidor firma un token para cada uno de sus inquilinos; la página muestra el panel con él.',
    iframeTab: 'IFrame',
    reactTab: 'React',
    reactNotInPlan: 'La pestaña React no forma parte del plan startup.',
    serverStep: '1. Firme un token de inquilino en su servidor',
    serverHint:
      'Asigne a {{variable}} su secreto de integración (Ajustes > Integración). Nunca envíe el secreto al navegador.',
    iframeStep: '2. Ponga el iframe en su página',
    iframeHint: 'Sustituya {{placeholder}} por el token que firmó su servidor.',
    reactStep: '2. Muestre el panel en su aplicación React',
    reactHint: 'Pase el token que firmó su servidor en la prop token.',
    copy: 'Copiar',
    copied: 'Copiado',
    planError: 'No se pudo leer su plan: {{message}}',
  },
  pdf: {
    download: 'Descargar PDF',
    preparing: 'Preparando el PDF…',
    failed: 'No se pudo crear el PDF: {{message}}',
    notInPlan: 'La descarga PDF no forma parte del plan startup.',
  },
};
