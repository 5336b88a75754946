import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { scriptAppPath } from '../../domain/routing';
import { ItemServicesContext, type ItemServices } from '../../renderers/items/item-services';
import { recordActivity } from '../api/activity-api';
import * as fileApi from '../api/file-api';
import * as itemApi from '../api/item-api';
import { getSessionUser } from '../session/session-store';

type Props = { companyId: string; onClose(): void; children: ReactNode };

/** Gives item renderers the portal's calls (with the session's code) and navigation. */
export function ItemServicesProvider({ companyId, onClose, children }: Props) {
  const navigate = useNavigate();
  const services = useMemo<ItemServices>(
    () => ({
      companyId,
      runQuery: (name, options) => itemApi.runQuery(companyId, name, options),
      startBatch: (name, options) => itemApi.startBatch(companyId, name, options),
      fetchBatch: (jobId) => itemApi.fetchBatch(companyId, jobId),
      loadCustomValue: (moduleId, itemId) => itemApi.loadCustomValue(companyId, moduleId, itemId),
      saveCustomValue: (moduleId, itemId, value) => itemApi.saveCustomValue(companyId, moduleId, itemId, value),
      loadScript: (name) => itemApi.loadScript(companyId, name),
      // Only legacy scripts send router events: the call and its rules load with the first one, not with the portal.
      sendRouterEvent: (event, fields) =>
        import('../api/router-api').then(({ routerRequest }) => routerRequest(event, fields, { connectionErrors: false })),
      sendBillEmail: (bill) => import('../api/financial-api').then(({ sendBillEmail }) => sendBillEmail(companyId, bill)),
      uploadProductionXml: (xml) => import('../api/faccionista-api').then(({ uploadProductionXml }) => uploadProductionXml(companyId, xml)),
      listItemFiles: (moduleId, itemId) => fileApi.listItemFiles(companyId, moduleId, itemId),
      uploadItemFile: (moduleId, itemId, file, name) => fileApi.uploadItemFile(companyId, moduleId, itemId, file, name),
      openApp: (moduleId, itemId, suffix) => navigate(scriptAppPath(moduleId, itemId, suffix)),
      recordSummaryFailure() {
        const user = getSessionUser();
        // Best effort: a failed activity record is not worth another dialog.
        void recordActivity(companyId, 'connectionErrorSum', { nick: user?.nick, phone: user?.phone, email: user?.email }).catch(() => undefined);
      },
      closeItem: onClose,
    }),
    [companyId, navigate, onClose],
  );
  return <ItemServicesContext.Provider value={services}>{children}</ItemServicesContext.Provider>;
}
