import type { embeddedEditingEn } from './embedded-editing.en';

/** Gömülü panolarda kiracı düzenlemesinin Türkçe metinleri. */
export const embeddedEditingTr: typeof embeddedEditingEn = {
  addChart: 'Grafik ekle',
  editChart: 'Grafiği düzenle',
  newChartTitle: 'Yeni grafik',
  editChartTitle: 'Grafiği düzenle',
  close: 'Kapat',
  kindV2: 'Grafik',
  kindSql: 'SQL grafiği',
  table: 'Tablo',
  tablePlaceholder: 'Bir tablo seçin',
  pickTable: 'Grafiğinizin başlayacağı tablo',
  noTables: 'Yeni grafikler için uygun tablo yok. Yöneticinizden tablo eklemesini isteyin.',
  create: 'Grafik oluştur',
  createError: 'Grafik oluşturulamadı: {{message}}',
  loadError: 'Bu grafik yüklenemedi: {{message}}',
  savedToDashboard: 'Panoya kaydedildi',
  dashboardSaveError: 'Grafik kaydedildi ancak pano güncellenmedi: {{message}}',
  askDashForChart: 'Ask Dash to make you a chart!',
  unsavedWarning: '(Unsaved changes will be lost! Click X again to close)',
  globalTab: 'Genel',
  personalTab: 'Kişisel çalışma alanı',
  workspaces: 'Çalışma alanları',
  copyTitle: 'Kişisel bir kopya oluşturulsun mu?',
  copyText:
    'Bu pano paylaşılıyor. Kaydetmek size ait bir kopya oluşturur; bu kopya orijinalin gelecekteki güncellemelerini almaz. Orijinal olduğu gibi kalır.',
  copyConfirm: 'Kişisel kopya oluştur',
  copyCancel: 'İptal',
  copyError: 'Kişisel kopya oluşturulamadı: {{message}}',
  copyCancelled:
    'Grafik kaydedildi ancak panoda değil: paylaşılan pano için önce kişisel bir kopya gerekir.',
};
