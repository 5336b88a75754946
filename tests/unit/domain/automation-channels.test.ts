import { describe, expect, it } from 'vitest';
import { automationChannels as domainChannels } from '../../../domain/notification-automation';
import { AutomationInput } from '../../../schemas/admin-operations';
import { automationChannels } from '../../../schemas/automation-channels';
import { compileSchema } from '../../../schemas/validator';

// The automation form's channel checkboxes and the route's schema must agree: both read schemas/automation-channels.ts.
const input = compileSchema(AutomationInput);
const literalsOf = (union: unknown) => (union as { anyOf: { const: string }[] }).anyOf.map((s) => s.const);
const automation = (channels: string[]) => ({
  name: 'Boas-vindas',
  title: 'Bem-vindo',
  message: '<p>Olá</p>',
  recipients: { everyone: true },
  channels,
  notify: true,
});

describe('the automation channels are one list for the schema and the browser', () => {
  it('the automation input lists exactly the channels, in order', () => {
    expect(literalsOf(AutomationInput.properties.channels.items)).toEqual([...automationChannels]);
  });

  it.each(automationChannels)('an automation may send through %s', (channel) => {
    expect(input.check(automation([channel]))).toBe(true);
  });

  it('every channel at once is accepted; a channel outside the list is refused', () => {
    expect(input.check(automation([...automationChannels]))).toBe(true);
    expect(input.check(automation(['sms']))).toBe(false);
  });

  it('the domain offers the same list', () => {
    expect(domainChannels).toBe(automationChannels);
  });
});
