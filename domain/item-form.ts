import { parseJsonField } from './module-editing';

/** A JSON Schema object as plain data (the published item schemas are plain JSON Schema). */
type SchemaObject = { [key: string]: unknown };

/** Fields the item screen edits with its own controls, not in the kind's form. */
export const ownControlFields = ['kind', 'groups', 'hidden'] as const;

/** Fields that name one of the tenant's server-side queries (server.queries). */
export const queryFields = ['query', 'sumSql', 'detailSql'] as const;

export type ItemFormOptions = {
  /** pt-BR labels of a choice's values, by field (sumType's 'currency' and 'number'); the values stay as they are. */
  choiceLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The tenant's query names, when the caller may read them: the query fields become a choice among them. */
  queryNames?: readonly string[] | null;
};

export type ItemForm = { schema: SchemaObject; uiSchema: SchemaObject; jsonFields: string[] };

const isObject = (value: unknown): value is SchemaObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const simpleTypes = ['string', 'number', 'integer', 'boolean'];

/** A union of literals (TypeBox's Union of Literal) as an enum of its values; null for anything else. */
function literalEnum(property: SchemaObject): unknown[] | null {
  const options = property.anyOf;
  if (!Array.isArray(options) || options.length === 0) return null;
  const values = options.map((o) => (isObject(o) && 'const' in o ? o.const : undefined));
  return values.every((v) => typeof v === 'string') ? values : null;
}

/**
 * The form of one item kind, from that kind's JSON Schema (schemas/items.ts, published in tenant-config): simple
 * fields keep their type and limits; a union of literals becomes a choice; arrays, objects and other unions
 * (columns, figures, rules, a form's own schema, visibleWhen) become JSON text fields. Labels are pt-BR. With the
 * tenant's query names, a field that names a query is a choice among them (free text, it could name one the server
 * does not have).
 */
export function itemFormOf(
  kindSchema: SchemaObject,
  labels: Readonly<Record<string, string>>,
  jsonHint: string,
  { choiceLabels = {}, queryNames = null }: ItemFormOptions = {},
): ItemForm {
  const properties = isObject(kindSchema.properties) ? kindSchema.properties : {};
  const required = Array.isArray(kindSchema.required) ? (kindSchema.required as string[]) : [];
  const formProperties: SchemaObject = {};
  const uiSchema: SchemaObject = {};
  const jsonFields: string[] = [];
  const order: string[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    if ((ownControlFields as readonly string[]).includes(name) || !isObject(raw)) continue;
    const title = labels[name] ?? name;
    const description = typeof raw.description === 'string' ? raw.description : undefined;
    const names = (queryFields as readonly string[]).includes(name) && queryNames && queryNames.length > 0 ? [...queryNames] : null;
    const choices = literalEnum(raw) ?? names;
    order.push(name);
    if (choices) {
      formProperties[name] = { type: 'string', title, enum: choices, ...(description ? { description } : {}) };
      if (choiceLabels[name]) uiSchema[name] = { 'ui:enumNames': choiceLabels[name] };
    } else if (typeof raw.type === 'string' && simpleTypes.includes(raw.type)) {
      const { description: _d, ...kept } = raw;
      formProperties[name] = { ...kept, title, ...(description ? { description } : {}) };
      if (name === 'html') uiSchema[name] = { 'ui:widget': 'textarea' };
    } else {
      jsonFields.push(name);
      formProperties[name] = { type: 'string', title, description: description ? `${jsonHint} ${description}` : jsonHint };
      uiSchema[name] = { 'ui:widget': 'textarea' };
    }
  }
  uiSchema['ui:order'] = [...order, '*'];
  return {
    schema: { type: 'object', properties: formProperties, required: required.filter((r) => r in formProperties) },
    uiSchema,
    jsonFields,
  };
}

/** An item's values for its form: JSON fields as indented text. */
export function itemFormData(item: SchemaObject, form: ItemForm): SchemaObject {
  const data: SchemaObject = {};
  for (const name of Object.keys(form.schema.properties as SchemaObject)) {
    const value = item[name];
    if (value === undefined) continue;
    data[name] = form.jsonFields.includes(name) ? JSON.stringify(value, null, 2) : value;
  }
  return data;
}

/**
 * The item with the form's values: JSON fields parsed (a blank one removes the field), emptied optional text
 * removed; `kind`, `groups` and `hidden` kept from the item. Fails with the fields whose JSON does not parse.
 */
export function itemFromForm(
  item: SchemaObject,
  data: SchemaObject,
  form: ItemForm,
): { ok: true; item: SchemaObject } | { ok: false; errors: Record<string, string> } {
  const next: SchemaObject = {};
  for (const name of ownControlFields) if (item[name] !== undefined) next[name] = item[name];
  const errors: Record<string, string> = {};
  for (const name of Object.keys(form.schema.properties as SchemaObject)) {
    const value = data[name];
    if (form.jsonFields.includes(name)) {
      const parsed = parseJsonField(typeof value === 'string' ? value : '');
      if (!parsed.ok) errors[name] = parsed.detail;
      else if (parsed.value !== undefined) next[name] = parsed.value;
    } else if (value !== undefined && value !== '') next[name] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, item: next };
}
