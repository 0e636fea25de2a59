import type { HubResources } from './en';
import { chartBuilderEs } from './chart-builder.es';
import { chartBuilderV2Es } from './chart-builder-v2.es';
import { chartFiltersEs } from './chart-filters.es';
import { chartLibraryEs } from './chart-library.es';
import { dashboardLifecycleEs } from './dashboards.es';
import { dashboardVersionsEs } from './dashboard-versions.es';
import { dashboardEditEs } from './dashboard-edit.es';
import { goldenChartsEs } from './golden-charts.es';
import { tenantsEs } from './tenants.es';
import { embeddedEditingEs } from './embedded-editing.es';
import { settingsEs } from './settings.es';
import { dashboardSettingsEs } from './dashboard-settings.es';
import { dashboardExportEs } from './dashboard-export.es';
import { shareInvitationEs } from './share-invitation.es';
import { tenantViewEs } from './tenant-view.es';
import { filterControlEs } from './filter-control.es';
import { filterAuthoringEs } from './filter-authoring.es';

export const es: HubResources = {
  chartBuilder: chartBuilderEs,
  chartBuilderV2: chartBuilderV2Es,
  chartFilters: chartFiltersEs,
  chartLibrary: chartLibraryEs,
  dashboardLifecycle: dashboardLifecycleEs,
  dashboardVersions: dashboardVersionsEs,
  dashboardEdit: dashboardEditEs,
  goldenCharts: goldenChartsEs,
  tenants: tenantsEs,
  embeddedEditing: embeddedEditingEs,
  settings: settingsEs,
  dashboardSettings: dashboardSettingsEs,
  dashboardExport: dashboardExportEs,
  shareInvitation: shareInvitationEs,
  tenantView: tenantViewEs,
  filterControl: filterControlEs,
  filterAuthoring: filterAuthoringEs,
  common: { retry: 'Reintentar' },
  errors: { title: 'Algo salió mal', unknown: 'error desconocido' },
  nav: {
    dashboards: 'Paneles',
    charts: 'Gráficos',
    connections: 'Conexiones',
    tenants: 'Clientes',
    settings: 'Ajustes',
    usage: 'Uso',
    demo: 'Demo',
    apiDocs: 'Referencia de la API',
    version: 'Chartroom {{version}}',
  },
  header: {
    toggleNav: 'Mostrar navegación',
    lightMode: 'Cambiar a modo claro',
    darkMode: 'Cambiar a modo oscuro',
    userMenu: 'Menú de la cuenta',
    signedInAs: 'Sesión iniciada como',
    signOut: 'Cerrar sesión',
  },
  setup: {
    title: 'Configurar Chartroom',
    subtitle:
      'Crea tu organización y su primera cuenta de administrador. Podrás invitar a otras personas después.',
    organization: 'Nombre de la organización',
    organizationPlaceholder: 'Acme S.A.',
    name: 'Tu nombre',
    namePlaceholder: 'Ada Lovelace',
    passwordHint: 'Al menos {{count}} caracteres.',
    orgRequired: 'El nombre de la organización es obligatorio',
    nameRequired: 'El nombre es obligatorio',
    emailInvalid: 'Introduce una dirección de correo válida.',
    passwordShort: 'La contraseña debe tener al menos {{count}} caracteres',
    submit: 'Crear organización',
    unreachableTitle: 'No se puede conectar con el servidor de Chartroom',
    unreachableText:
      'El hub no pudo cargar su estado ({{message}}). Comprueba que el servidor está en marcha e inténtalo de nuevo.',
  },
  auth: {
    title: 'Iniciar sesión',
    subtitle: 'Bienvenido de nuevo. Inicia sesión para gestionar tus paneles.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    expired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  },
  list: {
    name: 'Nombre',
    version: 'Versión',
    status: 'Estado',
    updated: 'Actualizado',
    published: 'Publicado',
    draft: 'Borrador',
  },
  dashboards: {
    title: 'Paneles',
    description: 'Los paneles de tu organización, listos para ver e integrar para tus clientes.',
    emptyTitle: 'Aún no hay paneles',
    emptyText:
      'Los paneles que cree tu organización aparecerán aquí, con su versión y estado de publicación.',
  },
  dashboard: {
    refresh: 'Actualizar datos',
    untitledChart: 'Gráfico sin título',
    chartMissing: 'No se pudo cargar este gráfico.',
    chartInvalid: 'Este gráfico tiene una configuración no válida.',
  },
  charts: {
    title: 'Gráficos',
    description: 'La biblioteca de gráficos de tu organización.',
    emptyTitle: 'Aún no hay gráficos',
    emptyText: 'Los gráficos que cree tu organización aparecerán aquí.',
  },
  comingSoon: {
    title: 'Próximamente',
    connections: {
      description: 'Las fuentes de datos que consultan tus gráficos.',
      text: 'La gestión de conexiones desde el hub aún no está disponible. La base de datos de demostración integrada ya está conectada.',
    },
    tenants: {
      description: 'Tus clientes y los tokens que les permiten ver paneles.',
      text: 'La gestión de clientes desde el hub aún no está disponible. Los tokens se pueden crear mediante la API (POST /tenant/create-token).',
    },
    settings: {
      description: 'Organización, tema, idioma y ajustes de integración.',
      text: 'Los ajustes aún no están disponibles en el hub.',
    },
  },
  viewStates: {
    error: 'Error al cargar el panel, contacta con soporte',
    malformed: 'Configuración del panel no válida, contacta con soporte',
    notPublic: '¡Vaya! Este panel no existe o no es público',
    notPublicEdit: 'Abrirlo en el editor',
    unauthorizedTitle: 'Este enlace ha caducado o no es válido',
    unauthorizedText:
      'El acceso a este panel requiere un token válido. Recarga la página desde la aplicación que lo mostraba para obtener uno nuevo.',
  },
  gallery: {
    title: 'Galería de gráficos',
    description:
      'Cada tipo de gráfico ({{count}}) sobre el almacén de demostración, a partir de gráficos sin guardar.',
    noConnection: 'No hay conexión para dibujar la galería: añade una primero.',
    scheme: 'Esquema de color',
    light: 'Claro',
    dark: 'Oscuro',
  },
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que buscas no existe o se ha movido.',
    back: 'Ir a los paneles',
  },
};
