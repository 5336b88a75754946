import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isCompanyDisabled } from '../../domain/tenant-access';
import { useTenant } from '../bootstrap/tenant-context';

/** SPEC §4 route guard 5: a disabled company sends every route to /disabled. */
export function DisabledGuard({ children }: { children: ReactNode }) {
  const { company } = useTenant();
  const { pathname } = useLocation();
  if (isCompanyDisabled(company) && pathname !== '/disabled') return <Navigate to="/disabled" replace />;
  return children;
}
