import type { ComponentType, LazyExoticComponent } from 'react';
import type { AdminPermission } from '../../domain/admin-permissions';
import { adminMessages } from '../../domain/messages/admin';
import { adminFinanceUi } from '../../domain/messages/admin-finance-ui';
import { adminInvoiceUi } from '../../domain/messages/admin-invoice-ui';
import { adminOperationsUi } from '../../domain/messages/admin-operations-ui';
import { dynamicFormMessages } from '../../domain/messages/dynamic-forms';
import { fileMessages } from '../../domain/messages/files';
import { lazyChunk } from '../../renderers/shell/lazy-with-timeout';

/** What every admin screen receives. */
export type AdminSectionProps = { companyId: string; permissions: readonly AdminPermission[] };

/** One screen of the admin area: its path under /admin, its label in the nav, the permission it needs. */
export type AdminSection = {
  path: string;
  label: string;
  permission: AdminPermission;
  Screen: LazyExoticComponent<ComponentType<AdminSectionProps>>;
};

const t = adminMessages.nav;
const ops = adminOperationsUi.nav;
const finance = adminFinanceUi.nav;

/**
 * The admin area's sections (issue 10), in nav order: the nav and the routes read this list, so a screen is
 * added here once. Each screen is a chunk of its own, loaded when opened.
 */
export const adminSections: readonly AdminSection[] = [
  { path: 'config', label: t.config, permission: 'config', Screen: lazyChunk(() => import('./config-page').then((m) => ({ default: m.ConfigPage }))) },
  { path: 'versions', label: t.versions, permission: 'config', Screen: lazyChunk(() => import('./versions-page').then((m) => ({ default: m.VersionsPage }))) },
  { path: 'keys', label: t.keys, permission: 'config', Screen: lazyChunk(() => import('./keys-page').then((m) => ({ default: m.KeysPage }))) },
  { path: 'users', label: t.users, permission: 'users', Screen: lazyChunk(() => import('./users-page').then((m) => ({ default: m.UsersPage }))) },
  { path: 'profiles', label: t.profiles, permission: 'profiles', Screen: lazyChunk(() => import('./profiles-page').then((m) => ({ default: m.ProfilesPage }))) },
  { path: 'modules', label: t.modules, permission: 'modules', Screen: lazyChunk(() => import('./modules-page').then((m) => ({ default: m.ModulesPage }))) },
  { path: 'messages', label: t.messages, permission: 'messages', Screen: lazyChunk(() => import('./messages-page').then((m) => ({ default: m.MessagesPage }))) },
  { path: 'files', label: fileMessages.admin.nav, permission: 'modules', Screen: lazyChunk(() => import('./files-page').then((m) => ({ default: m.FilesPage }))) },
  { path: 'quotas', label: ops.quotas, permission: 'quotas', Screen: lazyChunk(() => import('./quotas-page').then((m) => ({ default: m.QuotasPage }))) },
  { path: 'activity', label: ops.activity, permission: 'activity', Screen: lazyChunk(() => import('./activity-page').then((m) => ({ default: m.ActivityPage }))) },
  { path: 'audit', label: ops.audit, permission: 'activity', Screen: lazyChunk(() => import('./audit-page').then((m) => ({ default: m.AuditPage }))) },
  { path: 'consents', label: ops.consents, permission: 'users', Screen: lazyChunk(() => import('./consents-page').then((m) => ({ default: m.ConsentsPage }))) },
  {
    path: 'form-answers',
    label: dynamicFormMessages.admin.nav,
    permission: 'users',
    Screen: lazyChunk(() => import('./form-answers-page').then((m) => ({ default: m.FormAnswersPage }))),
  },
  { path: 'automations', label: ops.automations, permission: 'notifications', Screen: lazyChunk(() => import('./automations-page').then((m) => ({ default: m.AutomationsPage }))) },
  { path: 'finance', label: finance.finance, permission: 'finance', Screen: lazyChunk(() => import('./finance-page').then((m) => ({ default: m.FinancePage }))) },
  { path: 'nfe', label: finance.nfe, permission: 'finance', Screen: lazyChunk(() => import('./nfe-page').then((m) => ({ default: m.NfePage }))) },
  {
    path: 'production-orders',
    label: finance.productionOrders,
    permission: 'finance',
    Screen: lazyChunk(() => import('./production-orders-page').then((m) => ({ default: m.ProductionOrdersPage }))),
  },
  { path: 'invoice', label: adminInvoiceUi.nav, permission: 'finance', Screen: lazyChunk(() => import('./invoice-page').then((m) => ({ default: m.InvoicePage }))) },
];

/** The sections a caller with these permissions may open, in nav order. */
export function permittedSections(permissions: readonly AdminPermission[], sections: readonly AdminSection[] = adminSections): AdminSection[] {
  return sections.filter((section) => permissions.includes(section.permission));
}
