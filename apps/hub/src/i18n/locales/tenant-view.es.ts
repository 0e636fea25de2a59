import type { tenantViewEn } from './tenant-view.en';

/** Textos en español del selector de cliente de la barra de edición (`hub:tenantView.*`). */
export const tenantViewEs: typeof tenantViewEn = {
  globalAdmin: 'Global Admin',
  label: 'Ver como',
  loadingTenants: 'Cargando clientes…',
  noTenants: 'Todavía no hay clientes',
  tenantsError: 'No se pudieron cargar los clientes',
  banner: 'Viendo como el cliente {{name}}',
  bannerHint:
    'Cada consulta se ejecuta en el servidor con el token de este cliente: ves lo que ve {{name}}. La edición está desactivada.',
  back: 'Volver a Global Admin',
  preparing: 'Preparando la vista como {{name}}…',
  tokenError: 'No se pudo ver como {{name}}: {{message}}',
};
