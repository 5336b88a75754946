/**
 * The portal menu's entry for platform operators (issue 9). A file of its own: the portal's chunk carries this
 * one word, not the operator screen's texts (domain/messages/operator.ts, which re-uses it).
 */
export const operatorMenuEntry = 'Operação';
