import type { goldenChartsEn } from './golden-charts.en';

/** 'Refine model' (altın grafikler) ve katı kiracı uyarısının Türkçe metinleri. */
export const goldenChartsTr: typeof goldenChartsEn = {
  refine: {
    button: 'Modeli iyileştir',
    title: 'Yapay zekâ modelinizi iyileştirin',
    description:
      'Bu grafiği oluşturması gereken örnek bir soru yazın. Dash benzer soruları yanıtlarken bundan yararlanır.',
    label: 'Örnek soru',
    placeholder: 'ör. Geçen ay kanal başına kaç sipariş aldık?',
    shortcut: 'Uygulamak için Ctrl/⌘ + Enter',
    cancel: 'İptal',
    apply: 'Uygula',
    saved: 'Altın grafik kaydedildi',
    savedText: 'Dash bu grafik için “{{prompt}}” sorusunu örnek olarak kullanacak.',
    needsSave: 'Önce grafiği kaydedin',
  },
  strictTenant: {
    warning: 'Bu grafik kiracılarınızın yalnızca {{covered}}/{{total}} tanesinde çalışacak',
    hint: 'Bu bağlantı kiracıya katıdır: payload anahtarları çıktı sütunları arasında olmayan kiracılar hata görür. Sorguya bir payload anahtarıyla aynı adı taşıyan bir sütun ekleyin.',
  },
};
