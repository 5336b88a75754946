/** Why a form link cannot be answered, from the server's code (issue 11); null for any other failure. */
export type FormLinkGone = 'notFound' | 'used' | 'expired';

export function formLinkGone(error: string | undefined): FormLinkGone | null {
  if (error === '#FORM_LINK_NOT_FOUND') return 'notFound';
  if (error === '#FORM_LINK_USED') return 'used';
  if (error === '#FORM_LINK_EXPIRED') return 'expired';
  return null;
}
