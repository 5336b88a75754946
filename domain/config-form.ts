// The admin's form view (issue 9) edits the common parts of a tenant config document; this maps the document to
// the form's data and back, leaving every other part of the document as it was.

type Json = Record<string, unknown>;

export const chatTypes = ['zendesk', 'tawk', 'blip', 'zenvia', 'tiflux'] as const;
/** Channels the form always offers (SPEC §3: "channels include whatsapp and sms"), besides the document's own. */
export const knownChannels = ['whatsapp', 'sms'] as const;

/** The form view's data: one object per fieldset. */
export type ConfigForm = {
  identity: { appName: string; appTitle: string };
  colors: { primary: string; secondary: string; active?: string };
  login: { html?: string; showHelpButton: boolean };
  modal: { html?: string; setCookieWatched: boolean };
  registration: { enabled: boolean; notRegisteredNotification: boolean };
  password: { min?: number; max?: number };
  notifications: Record<string, boolean>;
  chat: { type: 'none' | (typeof chatTypes)[number]; token?: string; openOnLogin: boolean };
  externalAuth: { hasExternalAuth: boolean };
};

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const obj = (value: unknown): Json => (isObject(value) ? value : {});
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);
const dropUndefined = <T extends Json>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** The channels the form shows: the known ones, then any other the document has. */
export function formChannels(company: unknown): string[] {
  const own = Object.keys(obj(obj(company).notifications));
  return [...knownChannels, ...own.filter((name) => !(knownChannels as readonly string[]).includes(name))];
}

/** The form's data for a document (`{ company, server }`). */
export function configFormData(document: unknown): ConfigForm {
  const company = obj(obj(document).company);
  const color = obj(obj(company.style).color);
  const modal = obj(company.modalLogin);
  const registration = obj(company.selfRegistration);
  const rules = obj(obj(company.passwordValidation).rules);
  const chat = obj(company.chat);
  const channels = obj(company.notifications);
  const chatType = (chatTypes as readonly string[]).includes(String(chat.type)) ? (chat.type as ConfigForm['chat']['type']) : 'none';
  return {
    identity: { appName: str(company.appName) ?? '', appTitle: str(company.appTitle) ?? '' },
    colors: dropUndefined({ primary: str(color.primary) ?? '', secondary: str(color.secondary) ?? '', active: str(color.active) }),
    login: dropUndefined({ html: str(obj(obj(company.message).login).html), showHelpButton: company.showHelpButton === true }),
    modal: dropUndefined({ html: str(modal.html), setCookieWatched: modal.setCookieWatched === true }),
    registration: {
      enabled: registration.enabled === true,
      notRegisteredNotification: registration.enableUserNotRegisteredNotification === true,
    },
    password: dropUndefined({ min: num(obj(rules.min).value), max: num(obj(rules.max).value) }),
    notifications: Object.fromEntries(formChannels(company).map((name) => [name, obj(channels[name]).status === true])),
    chat: dropUndefined({ type: chatType, token: str(chat.token), openOnLogin: chat.openOnLogin === true }),
    externalAuth: { hasExternalAuth: company.hasExternalAuth === true },
  };
}

/** Sets `key` (kept in place when present), or removes it for undefined. */
function put(target: Json, key: string, value: unknown): Json {
  if (value === undefined) {
    if (!Object.hasOwn(target, key)) return target;
    const { [key]: _removed, ...rest } = target;
    return rest;
  }
  return { ...target, [key]: value };
}

/** A boolean flag: written when true or already in the document, left out otherwise. */
const flag = (target: Json, key: string, value: boolean) => put(target, key, value || Object.hasOwn(target, key) ? value : undefined);

/** An object that is left out once it has no keys. */
const orNothing = (value: Json) => (Object.keys(value).length > 0 ? value : undefined);

const text = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

/**
 * The document with the form's data applied: the common parts change, everything else (modules, server part,
 * key order) stays. Optional parts the form empties are removed; a notification channel whose status changes
 * gets `configurationDate` = now (SPEC §4: users are asked to consent again).
 */
export function applyConfigForm<T>(document: T, form: ConfigForm, now: string): T {
  const doc = obj(document);
  let company = obj(doc.company);
  company = put(company, 'appName', form.identity.appName);
  company = put(company, 'appTitle', form.identity.appTitle);

  const style = obj(company.style);
  let color = obj(style.color);
  color = put(color, 'primary', form.colors.primary);
  color = put(color, 'secondary', form.colors.secondary);
  color = put(color, 'active', text(form.colors.active));
  company = put(company, 'style', put(style, 'color', color));

  const message = obj(company.message);
  const login = put(obj(message.login), 'html', text(form.login.html));
  company = put(company, 'message', orNothing(put(message, 'login', orNothing(login))));
  company = flag(company, 'showHelpButton', form.login.showHelpButton);

  const modalHtml = text(form.modal.html);
  company = put(company, 'modalLogin', modalHtml === undefined ? undefined : flag(put(obj(company.modalLogin), 'html', modalHtml), 'setCookieWatched', form.modal.setCookieWatched));

  const registration = obj(company.selfRegistration);
  const wantsRegistration = form.registration.enabled || form.registration.notRegisteredNotification || Object.hasOwn(company, 'selfRegistration');
  company = put(
    company,
    'selfRegistration',
    wantsRegistration
      ? flag(put(registration, 'enabled', form.registration.enabled), 'enableUserNotRegisteredNotification', form.registration.notRegisteredNotification)
      : undefined,
  );

  const validation = obj(company.passwordValidation);
  let rules = obj(validation.rules);
  rules = put(rules, 'min', form.password.min === undefined ? undefined : { ...obj(rules.min), value: form.password.min });
  rules = put(rules, 'max', form.password.max === undefined ? undefined : { ...obj(rules.max), value: form.password.max });
  company = put(company, 'passwordValidation', orNothing(rules) ? put(validation, 'rules', rules) : undefined);

  let channels = obj(company.notifications);
  for (const [name, status] of Object.entries(form.notifications)) {
    const channel = obj(channels[name]);
    if (!Object.hasOwn(channels, name) && !status) continue;
    if (channel.status === status && typeof channel.configurationDate === 'string') continue;
    channels = put(channels, name, { ...channel, status, configurationDate: now });
  }
  company = put(company, 'notifications', Object.hasOwn(company, 'notifications') || orNothing(channels) ? channels : undefined);

  const chat = form.chat.type === 'none' ? undefined : obj(company.chat);
  company = put(
    company,
    'chat',
    chat && flag(put(put(chat, 'type', form.chat.type), 'token', text(form.chat.token)), 'openOnLogin', form.chat.openOnLogin),
  );
  company = flag(company, 'hasExternalAuth', form.externalAuth.hasExternalAuth);
  return put(doc, 'company', company) as T;
}
