import type { shareInvitationEn } from './share-invitation.en';

/** Panonun Paylaş penceresinin Türkçe metinleri (`hub:shareInvitation.*`). */
export const shareInvitationTr: typeof shareInvitationEn = {
  button: 'Paylaş',
  title: '“{{title}}” panosunu paylaş',
  intro: 'Birini e-postayla davet edin. Kabul ettikten sonra bu panoyu açar.',
  email: 'E-posta',
  emailPlaceholder: 'ad@ornek.com',
  invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
  invalidTooltip: 'Lütfen geçerli bir e-posta girin',
  advanced: 'Gelişmiş seçenekler',
  notInPlan: 'Gelişmiş paylaşım seçenekleri startup planına dahil değildir.',
  expiry: 'Bağlantının geçerlilik süresi',
  expiryDays_one: '{{count}} gün',
  expiryDays_other: '{{count}} gün',
  message: 'Kişisel mesaj (e-postada)',
  messagePlaceholder: 'İsteğe bağlı',
  submit: 'Paylaş',
  cancel: 'İptal',
  confirmTitle: 'Bu pano paylaşılsın mı?',
  confirmWarning:
    'Daveti kabul eden kişi kuruluştaki TÜM panolara ve verilere erişir. {{email}} kayıtlı değilse onun için bir hesap oluşturulur.',
  confirm: 'Daveti gönder',
  back: 'Geri',
  sending: 'Gönderiliyor…',
  sent: 'Davet {{email}} adresine gönderildi',
  linkTitle: '{{email}} için davet',
  linkText:
    'Bir posta sunucusu ayarlanmamış: bu bağlantıyı kopyalayıp kendiniz gönderin. Bir kez çalışır.',
  done: 'Tamam',
  failed: 'Davet gönderilemedi: {{message}}',
};
