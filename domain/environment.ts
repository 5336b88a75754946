import { shellMessages } from './messages/shell';

export type Environment = 'local' | 'stage' | 'production';

/** Environment of a tenant by its company id. */
export function environmentOf(companyId: string): Environment {
  // SPEC §1 lumps 'local' into stage, but its own ribbon list pairs DESENVOLVIMENTO with local, so 'local' is local.
  if (companyId === 'local') return 'local';
  if (companyId.includes('stage-')) return 'stage';
  return 'production';
}

/** SPEC §1: 'DESENVOLVIMENTO' (local), 'HOMOLOGAÇÃO' (stage), no ribbon in production. */
export function ribbonText(companyId: string): string | null {
  const environment = environmentOf(companyId);
  if (environment === 'local') return shellMessages.ribbon.local;
  if (environment === 'stage') return shellMessages.ribbon.stage;
  return null;
}
