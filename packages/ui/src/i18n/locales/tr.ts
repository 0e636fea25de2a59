/** Turkish texts of the `ui` namespace (partial: missing keys fall back to English). */
export const tr = {
  viewer: {
    noDataAvailable: 'Veri yok',
    error: 'Hata: {{message}}',
    tenantTokenMissing: 'Grafik yüklenemedi, destek ile iletişime geçin',
    invalidConfig: 'Geçersiz grafik yapılandırması: {{reason}}',
    askDash: "Dash'ten sizin için bir grafik oluşturmasını isteyin!",
  },
  renderer: { other: 'Diğer' },
  pager: { pageOf: 'Sayfa {{page}} / {{count}}', segments: 'Segment {{from}}–{{to}} / {{total}}' },
  table: {
    noDataFound: 'Veri bulunamadı',
    rowsPerPage: 'Sayfa başına satır',
    downloadCsv: 'CSV indir',
  },
  statCard: { vsPrevious: 'önceki döneme göre' },
};
