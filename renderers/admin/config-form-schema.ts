import { contrastAA, contrastRatio } from '../../domain/color-contrast';
import { chatTypes, type ConfigForm } from '../../domain/config-form';
import { adminMessages } from '../../domain/messages/admin';
import { tenantConfigMessages } from '../../domain/messages/tenant-config';
import type { JsonObject } from '../../domain/form-rules';

const f = adminMessages.form;
const color = (title: string) => ({ type: 'string', title, format: 'color', pattern: '^#[0-9a-fA-F]{3,8}$' });
const check = (title: string) => ({ type: 'boolean', title });
const section = (title: string, properties: JsonObject, required: string[] = []) => ({ type: 'object', title, properties, required });

/** The form view's JSON schema (pt-BR titles): one fieldset per common part of the config. */
export function configFormSchema(channels: readonly string[]): JsonObject {
  return {
    type: 'object',
    properties: {
      identity: section(
        f.identity,
        { appName: { type: 'string', title: f.appName, minLength: 1 }, appTitle: { type: 'string', title: f.appTitle, minLength: 1 } },
        ['appName', 'appTitle'],
      ),
      colors: section(f.colors, { primary: color(f.primary), secondary: color(f.secondary), active: color(f.active) }, ['primary', 'secondary']),
      login: section(f.loginTitle, { html: { type: 'string', title: f.loginHtml }, showHelpButton: check(f.showHelpButton) }),
      modal: section(f.modalTitle, { html: { type: 'string', title: f.modalHtml }, setCookieWatched: check(f.modalWatched) }),
      registration: section(f.registrationTitle, {
        enabled: check(f.registrationEnabled),
        notRegisteredNotification: check(f.notRegisteredNotification),
      }),
      password: section(f.passwordTitle, {
        min: { type: 'integer', title: f.passwordMin, minimum: 0 },
        max: { type: 'integer', title: f.passwordMax, minimum: 1 },
      }),
      notifications: section(f.notificationsTitle, Object.fromEntries(channels.map((name) => [name, check(f.channel(name))]))),
      chat: section(f.chatTitle, {
        type: {
          type: 'string',
          title: f.chatType,
          oneOf: [{ const: 'none', title: f.chatNone }, ...chatTypes.map((type) => ({ const: type, title: type }))],
        },
        token: { type: 'string', title: f.chatToken },
        openOnLogin: check(f.chatOpenOnLogin),
      }, ['type']),
      externalAuth: section(f.externalAuthTitle, { hasExternalAuth: check(f.hasExternalAuth) }),
    },
  };
}

const labels = tenantConfigMessages.rules.colorLabels;

/** A colour's contrast with white text (buttons and the header use it): a warning below AA, a note otherwise. */
export function contrastNote(name: 'primary' | 'secondary' | 'active', value: string | undefined): { warning: boolean; text: string } | null {
  const ratio = value ? contrastRatio(value, '#ffffff') : null;
  if (ratio === null || !value) return null;
  const shown = ratio.toFixed(2).replace('.', ',');
  const label = labels[name] ?? name;
  return ratio < contrastAA
    ? { warning: true, text: tenantConfigMessages.rules.lowContrast(label, value, shown) }
    : { warning: false, text: f.contrastOk(label, shown) };
}

/** The uiSchema: HTML as text areas, the chat token as a password, each colour's contrast as its hint. */
export function configFormUiSchema(form: ConfigForm): JsonObject {
  const hint = (name: 'primary' | 'secondary' | 'active') => {
    const note = contrastNote(name, form.colors[name]);
    return note ? { 'ui:help': note.text, 'ui:classNames': note.warning ? 'config-form__color--warning' : undefined } : {};
  };
  return {
    'ui:submitButtonOptions': { norender: true },
    colors: { primary: hint('primary'), secondary: hint('secondary'), active: hint('active') },
    login: { html: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 }, 'ui:help': f.loginHtmlHint } },
    modal: { html: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } } },
    chat: { token: { 'ui:widget': 'password' } },
  };
}
