import type { dashboardVersionsEn } from './dashboard-versions.en';

export const dashboardVersionsTr: typeof dashboardVersionsEn = {
  label: 'Sürüm',
  option: 'v{{version}}',
  latestOption: 'v{{version}} (en son)',
  restore: 'Geri yükle',
  restoring: 'Geri yükleniyor...',
  restored: 'Sürüm {{from}}, sürüm {{to}} olarak geri yüklendi.',
  restoreFailed: 'Sürüm geri yüklenemedi',
  noVersions: 'Bu panonun kaydedilmiş sürümü yok.',
  oldVersionArea: 'Sürüm {{version}}, salt okunur',
  outdatedTitle: 'Panonun eski bir sürümüne sahipsiniz!',
  outdatedText: 'Panoyu yenilemek istiyor musunuz? Kaydedilmemiş değişiklikleriniz kaybolacak.',
  refresh: 'Yenile',
  continue: 'Devam et',
};
