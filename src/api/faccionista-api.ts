import type { ProductionOrderXml } from '../../schemas/finance-calls';
import { apiRequest } from './http-client';

/**
 * SPEC §7 "Others": POST /faccionista/v1/session/app/{id}/production-order/uploadXml body {xml}: a contractor sends
 * the NF-e its company issued for a production order. A script shows its failures itself (no connection dialog).
 */
export function uploadProductionXml(companyId: string, xml: string): Promise<ProductionOrderXml> {
  return apiRequest<ProductionOrderXml>(`/faccionista/v1/session/app/${encodeURIComponent(companyId)}/production-order/uploadXml`, {
    method: 'POST',
    body: { xml },
    connectionErrors: false,
  });
}
