/** The tenant's admin group (the demo's admin@demo.com.br): its users work in 'Administração' (issue 9). */
export const tenantAdminGroup = 'admin';

/** SPEC §6's special group, with the internal e-mail domain: the platform's operators (issue 9). */
export const operatorGroup = 'adapcon';
