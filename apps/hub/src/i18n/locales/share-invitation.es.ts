import type { shareInvitationEn } from './share-invitation.en';

/** Textos en español del diálogo Compartir de un panel (`hub:shareInvitation.*`). */
export const shareInvitationEs: typeof shareInvitationEn = {
  button: 'Compartir',
  title: 'Compartir «{{title}}»',
  intro: 'Invita a alguien por correo. Tras aceptar, abre este panel.',
  email: 'Correo electrónico',
  emailPlaceholder: 'nombre@ejemplo.com',
  invalidEmail: 'Introduce una dirección de correo válida.',
  invalidTooltip: 'Introduce un correo válido',
  advanced: 'Opciones avanzadas',
  notInPlan: 'Las opciones avanzadas de compartir no forman parte del plan startup.',
  expiry: 'El enlace caduca tras',
  expiryDays_one: '{{count}} día',
  expiryDays_other: '{{count}} días',
  message: 'Mensaje personal (en el correo)',
  messagePlaceholder: 'Opcional',
  submit: 'Compartir',
  cancel: 'Cancelar',
  confirmTitle: '¿Compartir este panel?',
  confirmWarning:
    'Quien acepte la invitación tendrá acceso a TODOS los paneles y datos de la organización. Si {{email}} no tiene cuenta, se le creará una.',
  confirm: 'Enviar invitación',
  back: 'Atrás',
  sending: 'Enviando…',
  sent: 'Invitación enviada a {{email}}',
  linkTitle: 'Invitación para {{email}}',
  linkText:
    'No hay un servidor de correo configurado: copia este enlace y envíalo tú. Funciona una vez.',
  done: 'Hecho',
  failed: 'La invitación no se envió: {{message}}',
};
