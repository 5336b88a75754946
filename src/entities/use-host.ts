import { useState } from 'react';
import { entityUiMessages } from '../../domain/messages/entities';
import { listEntities } from '../api/entity-list-api';
import * as host from '../api/host-api';
import { useAction, useLoaded } from './use-loaded';

const ui = entityUiMessages.host;

/** The host modal's data and calls: guests, the managed guest's entities, the host's own entities. */
export function useHost(companyId: string) {
  const guests = useLoaded(() => host.listGuests(companyId), [companyId]);
  const own = useLoaded(() => listEntities(companyId, { fields: ['code', 'description'], limit: 500 }), [companyId]);
  const [managed, setManaged] = useState<string | null>(null);
  const entities = useLoaded(() => (managed ? host.guestEntities(companyId, managed) : Promise.resolve(null)), [companyId, managed]);
  const action = useAction();
  const afterGuests = () => guests.reload();
  const afterEntities = () => entities.reload();
  return {
    guests,
    own,
    managed,
    entities,
    action,
    manage: setManaged,
    invite: (email: string) => action.run(() => host.createGuest(companyId, email.trim()), ui.invited(email.trim().toLowerCase()), afterGuests),
    enable: (email: string, enable: boolean) => action.run(() => host.changeGuestEnabled(companyId, email, enable), null, afterGuests),
    remove: (email: string) =>
      action.run(() => host.removeGuest(companyId, email), ui.removed(email), () => {
        if (managed === email) setManaged(null);
        afterGuests();
      }),
    group: (email: string, group: string, type: 'add' | 'remove') =>
      action.run(() => host.modifyGuestGroup(companyId, email, group, type), null, afterGuests),
    give: (email: string, code: string) => action.run(() => host.giveEntity(companyId, email, code), null, afterEntities),
    take: (email: string, code: string) => action.run(() => host.takeEntity(companyId, email, code), null, afterEntities),
  };
}
