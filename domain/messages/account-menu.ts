// The account entries of the signed-in portal's header and mobile menu: a catalogue of their own, so that the
// dashboard's first load does not bring every account screen's texts (issue 14); part of accountMessages.accountUi.

/** 'Minha conta' and the entries that open the account dialogs (their titles too). */
export const accountMenuMessages = {
  accountMenu: 'Minha conta',
  profileTitle: 'Meu perfil',
  changeTitle: 'Alterar senha',
  feedbackTitle: 'Avaliar o portal',
} as const;
