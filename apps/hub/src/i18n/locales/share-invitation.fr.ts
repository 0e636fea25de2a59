import type { shareInvitationEn } from './share-invitation.en';

/** Textes français de la fenêtre Partager d'un tableau de bord (`hub:shareInvitation.*`). */
export const shareInvitationFr: typeof shareInvitationEn = {
  button: 'Partager',
  title: 'Partager « {{title}} »',
  intro: 'Invitez quelqu’un par e-mail. Après acceptation, il ouvre ce tableau de bord.',
  email: 'E-mail',
  emailPlaceholder: 'nom@exemple.com',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  invalidTooltip: 'Veuillez saisir un e-mail valide',
  advanced: 'Options avancées',
  notInPlan: 'Les options de partage avancées ne font pas partie de l’offre startup.',
  expiry: 'Le lien expire après',
  expiryDays_one: '{{count}} jour',
  expiryDays_other: '{{count}} jours',
  message: 'Message personnel (dans l’e-mail)',
  messagePlaceholder: 'Facultatif',
  submit: 'Partager',
  cancel: 'Annuler',
  confirmTitle: 'Partager ce tableau de bord ?',
  confirmWarning:
    'Une personne invitée qui accepte a accès à TOUS les tableaux de bord et à toutes les données de l’organisation. Si {{email}} n’a pas de compte, un compte est créé.',
  confirm: 'Envoyer l’invitation',
  back: 'Retour',
  sending: 'Envoi…',
  sent: 'Invitation envoyée à {{email}}',
  linkTitle: 'Invitation pour {{email}}',
  linkText:
    'Aucun serveur de messagerie n’est configuré : copiez ce lien et envoyez-le vous-même. Il ne sert qu’une fois.',
  done: 'Terminé',
  failed: 'L’invitation n’a pas été envoyée : {{message}}',
};
