import type { tenantViewEn } from './tenant-view.en';

/** Düzenleme araç çubuğunun kiracı seçicisinin Türkçe metinleri (`hub:tenantView.*`). */
export const tenantViewTr: typeof tenantViewEn = {
  globalAdmin: 'Global Admin',
  label: 'Şu kiracı olarak görüntüle',
  loadingTenants: 'Kiracılar yükleniyor…',
  noTenants: 'Henüz kiracı yok',
  tenantsError: 'Kiracılar yüklenemedi',
  banner: '{{name}} kiracısı olarak görüntüleniyor',
  bannerHint:
    'Her sorgu sunucuda bu kiracının belirteciyle çalışır: {{name}} ne görüyorsa onu görürsünüz. Düzenleme kapalı.',
  back: 'Global Admin görünümüne dön',
  preparing: '{{name}} görünümü hazırlanıyor…',
  tokenError: '{{name}} olarak görüntülenemedi: {{message}}',
};
