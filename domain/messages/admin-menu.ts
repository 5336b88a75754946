/**
 * The portal menu's entry for tenant admins (issue 9). A file of its own in the catalogue: the portal's chunk
 * carries this one word, not the admin screens' texts (domain/messages/admin.ts, which re-uses it).
 */
export const adminMenuEntry = 'Administração';
