import type { demoEn } from './demo.en';

/** Demonun Türkçe metinleri (`hub:demo.*`). */
export const demoTr: typeof demoEn = {
  title: 'Demo',
  description: 'Demo verileri üzerinde Chartroom: rolünüz için hazırlanmış bir pano.',
  start: {
    title: 'Chartroom’u canlı demo verileriyle görün',
    text: 'Bir mağazanın iki yıllık siparişleri, müşterileri ve web trafiği, seçtiğiniz rol için çizilir.',
    action: 'Başlamak için tıklayın',
  },
  roles: {
    title: 'Rolünüzü Seçin',
    text: 'Panonuz bu rolün ilk baktığı rakamları gösterir.',
    generate: 'Pano Oluştur',
    cfo: {
      name: 'Finans Direktörü',
      text: 'Net gelir, indirimler, iadeler ve çeyrek bazında brüt ile net.',
    },
    marketing: {
      name: 'Pazarlama Operasyonları Lideri',
      text: 'Oturumlar, kayıtlar, kanallar ve en çok giriş yapılan sayfalar.',
    },
    sales: {
      name: 'Satış Direktörü',
      text: 'Satışlar, ortalama anlaşma tutarı, ülkeler ve en iyi müşteriler.',
    },
    product: {
      name: 'Ürün Yöneticisi',
      text: 'Satılan adetler, kategoriler, en çok satanlar ve iade oranları.',
    },
  },
  preparing: {
    title: 'İçgörüleriniz Hazırlanıyor',
    text: '{{role}} panosu demo verileri üzerinde hazırlanıyor…',
  },
  empty: {
    title: 'Bu kuruluşta demo yok',
    text: 'Demo panoları demo verileriyle gelir: bunları keşfetmek için Chartroom’u yeni bir veri klasöründe CHARTROOM_DEMO=1 ile başlatın.',
  },
  error: 'Demo yüklenemedi: {{message}}',
  openError: 'Pano açılamadı: {{message}}',
};
