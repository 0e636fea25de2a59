import type { dashboardExportEn } from './dashboard-export.en';

/** Dağıt penceresi ve PDF indirme için Türkçe metinler (`hub:dashboardExport.*`). */
export const dashboardExportTr: typeof dashboardExportEn = {
  deploy: {
    button: 'Dağıt',
    title: 'Panoyu dağıt',
    intro:
      'Bu panoyu uygulamanıza yerleştirin. Sunucunuz her kiracınız için bir belirteç imzalar; sayfa panoyu bu belirteçle gösterir.',
    iframeTab: 'IFrame',
    reactTab: 'React',
    reactNotInPlan: 'React sekmesi startup planına dahil değildir.',
    serverStep: '1. Sunucunuzda bir kiracı belirteci imzalayın',
    serverHint:
      '{{variable}} değişkenine yerleştirme gizli anahtarınızı verin (Ayarlar > Yerleştirme). Gizli anahtarı asla tarayıcıya göndermeyin.',
    iframeStep: "2. iframe'i sayfanıza koyun",
    iframeHint: '{{placeholder}} yerine sunucunuzun imzaladığı belirteci yazın.',
    reactStep: '2. Panoyu React uygulamanızda gösterin',
    reactHint: 'Sunucunuzun imzaladığı belirteci token özelliğiyle verin.',
    copy: 'Kopyala',
    copied: 'Kopyalandı',
    planError: 'Planınız okunamadı: {{message}}',
  },
  pdf: {
    download: 'PDF indir',
    preparing: 'PDF hazırlanıyor…',
    failed: 'PDF oluşturulamadı: {{message}}',
    notInPlan: 'PDF indirme startup planına dahil değildir.',
  },
};
