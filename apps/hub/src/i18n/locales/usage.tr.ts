import type { usageEn } from './usage.en';

/** Kullanım sayfasının Türkçe metinleri (`hub:usage.*`). */
export const usageTr: typeof usageEn = {
  title: 'Kullanım',
  description:
    'Panolarınızın nasıl görüntülendiği ve kullanıldığı: hub içinde ve müşterileriniz için gömülü olarak.',
  period: 'Dönem',
  lastDays: 'Son {{count}} gün',
  refresh: 'Yenile',
  totals: {
    views: 'Pano görüntülemeleri',
    events: 'Olaylar',
    tenants: 'Etkin müşteriler',
  },
  charts: {
    viewsPerDay: 'Günlük görüntülemeler',
    topDashboards: 'En çok görüntülenen panolar',
    activeTenants: 'Etkin müşteriler',
    eventsByName: 'Ada göre olaylar',
  },
  columns: {
    day: 'Gün',
    embedded: 'Gömülü',
    hub: 'Hub',
    views: 'Görüntüleme',
    events: 'Olay',
    dashboard: 'Pano',
    tenant: 'Müşteri',
    lastSeen: 'Son görülme',
    event: 'Olay adı',
  },
  missingDashboard: 'Silinmiş pano ({{id}})',
  noTenants: 'Bu dönemde hiçbir müşteri bir pano kullanmadı.',
  empty: {
    title: 'Henüz kullanım yok',
    text: 'Panolar hub içinde ya da bir paylaşım bağlantısı, iframe veya React bileşeniyle açıldığında görüntülemeler ve düzenlemeler burada görünür.',
  },
  error: 'Kullanım yüklenemedi: {{message}}',
};
