import type { filterControlEn } from './filter-control.en';

/** 'Filtre kontrolünü yapılandır' penceresinin Türkçe metinleri (`hub:filterControl.*`). */
export const filterControlTr: typeof filterControlEn = {
  title: 'Filtre kontrolünü yapılandır',
  intro: 'Bu filtreyi uygulamanızdan kontrol etmek için benzersiz bir anahtar girin',
  keyLabel: 'Kontrol anahtarı',
  usage: 'Kullanım',
  saveNote: 'Bu özelliği kullanmak için lütfen panoyu kaydedin.',
  duplicate: 'Bu panonun başka bir filtresi bu anahtara zaten sahip.',
  delete: 'Sil',
  cancel: 'İptal',
  save: 'Kaydet',
};
