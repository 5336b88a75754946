// A plain list, no TypeBox: the automations page's channel checkboxes import this without the schema-building code.

/** Where a notification automation sends its message: the portal's notification list and e-mail. */
export const automationChannels = ['portal', 'email'] as const;
