// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanyConfig } from '../../../schemas/company';
import type { UserSession } from '../../../schemas/session';
import { EntityHeader } from '../../../src/entities/entity-header';

const company = {
  id: 'local',
  style: { color: { primary: '#000000', secondary: '#111111' }, layout: { entity: { show: true } } },
} as CompanyConfig;
const user = (over: Partial<UserSession>) =>
  ({
    email: 'ana@demo.com.br',
    nick: 'Ana',
    groups: [],
    entitySelected: [{ code: '11222333000181', description: 'Demo Comércio Ltda' }],
    hasEntity: true,
    isPublic: false,
    ...over,
  }) as UserSession;

afterEach(cleanup);

describe('EntityHeader', () => {
  it('names the selection and says when an entity waits for approval (session flag entityPendingApproval)', () => {
    render(<EntityHeader company={company} user={user({ entityPendingApproval: true })} />);
    expect(screen.getByRole('button', { name: 'Empresa: Demo Comércio Ltda' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Empresa aguardando aprovação');
  });

  it('shows no pending badge without the flag, and nothing when the tenant hides the entity area', () => {
    const { rerender } = render(<EntityHeader company={company} user={user({})} />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<EntityHeader company={{ ...company, style: { color: company.style.color } }} user={user({})} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
