import { accountMessages } from '../../domain/messages/accounts';
import './account.css';

type Props = { channels: Array<{ id: string; label: string }>; choices: Record<string, boolean>; onToggle(id: string): void };

/** /notifications: one switch per tenant channel. */
export function NotificationChoices({ channels, choices, onToggle }: Props) {
  return (
    <fieldset className="choice-list">
      <legend className="visually-hidden">{accountMessages.ui.notificationsTitle}</legend>
      {channels.map((channel) => (
        <label key={channel.id} className="choice-list__option">
          <input type="checkbox" role="switch" checked={choices[channel.id] === true} onChange={() => onToggle(channel.id)} />
          {channel.label}
        </label>
      ))}
    </fieldset>
  );
}
