import type { dashboardEditEn } from './dashboard-edit.en';

/** Pano düzenleme modu, kaydetme ve yerel taslak metinleri (Türkçe). */
export const dashboardEditTr: typeof dashboardEditEn = {
  edit: 'Düzenle',
  done: 'Bitti',
  save: 'Kaydet',
  saving: 'Kaydediliyor...',
  saved: 'Kaydedildi',
  reset: 'Değişiklikleri sıfırla',
  unsaved: 'Kaydedilmemiş değişiklikleriniz var...',
  saveError: 'Pano güncellenirken hata oluştu',
  titleLabel: 'Pano başlığı',
  titleRequired: 'Başlık gerekli',
  sidebarTitle: 'Grafiği düzenle',
  unsavedWarning: '(Kaydedilmemiş değişiklikler kaybolacak! Kapatmak için X’e tekrar tıklayın)',
  closeSidebar: 'Kapat',
  resizeSidebar: 'Grafik panelini yeniden boyutlandır',
  chartLoadError: 'Grafik yüklenemedi: {{message}}',
  addedToDraft: '“{{name}}” eklendi. Panoda tutmak için kaydedin.',
  leaveTitle: 'Kaydedilmemiş değişikliklerle ayrılınsın mı?',
  leaveText:
    'Bu panodaki değişiklikleriniz kaydedilmedi. Kaydedene veya sıfırlayana kadar bu tarayıcıda taslak olarak kalır.',
  stay: 'Kal',
  leave: 'Ayrıl',
};
