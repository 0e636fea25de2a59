import type { DashboardResources } from './en';

export const tr: DashboardResources = {
  canvas: {
    emptyTitle: 'Başlamak için grafik ekleyin',
    emptyText: 'Buraya grafik eklemek için Düzenleme moduna geçin.',
    dragHandle: 'Taşımak için sürükleyin',
    refreshing: 'Yenileniyor',
    editChart: 'Grafiği düzenle',
    removeChart: 'Grafiği kaldır',
  },
  filterBar: {
    label: 'Pano filtreleri',
    clearAll: 'Tümünü temizle',
    removeValue: '{{name}} filtresini kaldır',
    pressEnter: 'Filtreyi uygulamak için Enter tuşuna basın.',
    selectPlaceholder: 'Bir değer seçin',
    multiPlaceholder: 'Değerler seçin',
    datePlaceholder: 'Bir tarih seçin',
    rangePlaceholder: 'Bir tarih aralığı seçin',
    inputPlaceholder: 'Bir değer yazın',
    noOptions: 'Değer bulunamadı',
    loadingOptions: 'Değerler yükleniyor…',
    yes: 'Evet',
    no: 'Hayır',
    unsupported: 'Desteklenmeyen filtre türü: {{type}}',
    boundHint: 'Bu filtre pano düzeyinde ayarlanabilir.',
    controlledHint: 'Bu filtre dışarıdan kontrol edilir ve gömüldüğünde görünmez',
  },
  presets: {
    today: 'Bugün',
    yesterday: 'Dün',
    last7Days: 'Son 7 gün',
    last30Days: 'Son 30 gün',
    monthToDate: 'Ay başından bugüne',
    yearToDate: 'Yıl başından bugüne',
  },
};
