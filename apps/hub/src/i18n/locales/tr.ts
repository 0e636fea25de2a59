import type { HubResources } from './en';
import { chartBuilderTr } from './chart-builder.tr';
import { chartBuilderV2Tr } from './chart-builder-v2.tr';
import { chartFiltersTr } from './chart-filters.tr';
import { chartLibraryTr } from './chart-library.tr';
import { dashboardLifecycleTr } from './dashboards.tr';
import { dashboardVersionsTr } from './dashboard-versions.tr';
import { dashboardEditTr } from './dashboard-edit.tr';
import { goldenChartsTr } from './golden-charts.tr';
import { tenantsTr } from './tenants.tr';
import { embeddedEditingTr } from './embedded-editing.tr';
import { settingsTr } from './settings.tr';
import { dashboardSettingsTr } from './dashboard-settings.tr';
import { dashboardExportTr } from './dashboard-export.tr';
import { shareInvitationTr } from './share-invitation.tr';
import { tenantViewTr } from './tenant-view.tr';
import { filterControlTr } from './filter-control.tr';
import { filterAuthoringTr } from './filter-authoring.tr';

export const tr: HubResources = {
  chartBuilder: chartBuilderTr,
  chartBuilderV2: chartBuilderV2Tr,
  chartFilters: chartFiltersTr,
  chartLibrary: chartLibraryTr,
  dashboardLifecycle: dashboardLifecycleTr,
  dashboardVersions: dashboardVersionsTr,
  dashboardEdit: dashboardEditTr,
  goldenCharts: goldenChartsTr,
  tenants: tenantsTr,
  embeddedEditing: embeddedEditingTr,
  settings: settingsTr,
  dashboardSettings: dashboardSettingsTr,
  dashboardExport: dashboardExportTr,
  shareInvitation: shareInvitationTr,
  tenantView: tenantViewTr,
  filterControl: filterControlTr,
  filterAuthoring: filterAuthoringTr,
  common: { retry: 'Tekrar dene' },
  errors: { title: 'Bir şeyler ters gitti', unknown: 'bilinmeyen hata' },
  nav: {
    dashboards: 'Panolar',
    charts: 'Grafikler',
    connections: 'Bağlantılar',
    tenants: 'Müşteriler',
    settings: 'Ayarlar',
    usage: 'Kullanım',
    demo: 'Demo',
    apiDocs: 'API başvurusu',
    version: 'Chartroom {{version}}',
  },
  header: {
    toggleNav: 'Gezinmeyi aç/kapat',
    lightMode: 'Açık moda geç',
    darkMode: 'Koyu moda geç',
    userMenu: 'Hesap menüsü',
    signedInAs: 'Oturum açan',
    signOut: 'Oturumu kapat',
  },
  setup: {
    title: "Chartroom'u kurun",
    subtitle:
      'Kuruluşunuzu ve ilk yönetici hesabını oluşturun. Diğer kişileri daha sonra davet edebilirsiniz.',
    organization: 'Kuruluş adı',
    organizationPlaceholder: 'Acme A.Ş.',
    name: 'Adınız',
    namePlaceholder: 'Ada Lovelace',
    passwordHint: 'En az {{count}} karakter.',
    orgRequired: 'Kuruluş adı zorunludur',
    nameRequired: 'Ad zorunludur',
    emailInvalid: 'Lütfen geçerli bir e-posta adresi girin.',
    passwordShort: 'Parola en az {{count}} karakter olmalıdır',
    submit: 'Kuruluşu oluştur',
    unreachableTitle: 'Chartroom sunucusuna ulaşılamıyor',
    unreachableText:
      'Hub durumunu yükleyemedi ({{message}}). Sunucunun çalıştığını kontrol edip tekrar deneyin.',
  },
  auth: {
    title: 'Oturum aç',
    subtitle: 'Tekrar hoş geldiniz. Panolarınızı yönetmek için oturum açın.',
    email: 'E-posta',
    password: 'Parola',
    submit: 'Oturum aç',
    expired: 'Oturumunuzun süresi doldu. Lütfen tekrar oturum açın.',
  },
  list: {
    name: 'Ad',
    version: 'Sürüm',
    status: 'Durum',
    updated: 'Güncellendi',
    published: 'Yayında',
    draft: 'Taslak',
  },
  dashboards: {
    title: 'Panolar',
    description: 'Kuruluşunuzun panoları; görüntülenmeye ve müşterileriniz için gömülmeye hazır.',
    emptyTitle: 'Henüz pano yok',
    emptyText:
      'Kuruluşunuzun oluşturduğu panolar, sürümleri ve yayın durumlarıyla burada listelenecek.',
  },
  dashboard: {
    refresh: 'Verileri yenile',
    untitledChart: 'Adsız grafik',
    chartMissing: 'Bu grafik yüklenemedi.',
    chartInvalid: 'Bu grafiğin yapılandırması geçersiz.',
  },
  charts: {
    title: 'Grafikler',
    description: 'Kuruluşunuzun grafik kitaplığı.',
    emptyTitle: 'Henüz grafik yok',
    emptyText: 'Kuruluşunuzun oluşturduğu grafikler burada listelenecek.',
  },
  comingSoon: {
    title: 'Yakında',
    connections: {
      description: 'Grafiklerinizin sorguladığı veri kaynakları.',
      text: 'Bağlantıları hub üzerinden yönetmek henüz mümkün değil. Yerleşik demo veritabanı sizin için bağlı.',
    },
    tenants: {
      description: 'Müşterileriniz ve panoları görmelerini sağlayan belirteçler.',
      text: 'Müşterileri hub üzerinden yönetmek henüz mümkün değil. Belirteçler API ile oluşturulabilir (POST /tenant/create-token).',
    },
    settings: {
      description: 'Kuruluş, tema, dil ve gömme ayarları.',
      text: 'Ayarlar henüz hub üzerinde kullanılamıyor.',
    },
  },
  viewStates: {
    error: 'Pano yüklenirken hata oluştu, destek ile iletişime geçin',
    malformed: 'Pano yapılandırması hatalı, destek ile iletişime geçin',
    notPublic: 'Hay aksi! Bu pano mevcut değil veya herkese açık değil',
    notPublicEdit: 'Düzenleyicide aç',
    unauthorizedTitle: 'Bu bağlantının süresi dolmuş veya geçersiz',
    unauthorizedText:
      'Bu panoya erişim için geçerli bir belirteç gerekir. Yeni bir belirteç almak için sayfayı onu gösteren uygulamadan yeniden yükleyin.',
  },
  gallery: {
    title: 'Grafik galerisi',
    description:
      'Demo veri ambarında her grafik türü ({{count}}), kaydedilmemiş grafiklerden çizilir.',
    noConnection: 'Galeriyi çizecek bağlantı yok: önce bir bağlantı ekleyin.',
    scheme: 'Renk şeması',
    light: 'Açık',
    dark: 'Koyu',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    text: 'Aradığınız sayfa mevcut değil veya taşınmış.',
    back: 'Panolara git',
  },
};
