// Conditional fields of a form item: `rules: [{ field, visibleWhen }]`, json-logic over the current form data.
// A hidden field leaves the schema (so it is neither required nor validated), is marked hidden in the uiSchema
// and leaves the data (so it is never submitted). `field` is a property name or a dotted path into nested objects.
import jsonLogic from 'json-logic-js';
import type { JsonLogicRule } from '../schemas/items';

export type FormRule = { field: string; visibleWhen: JsonLogicRule };
export type JsonObject = Record<string, unknown>;

export type RuledForm = { schema: JsonObject; uiSchema: JsonObject; formData: JsonObject; hidden: string[] };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** json-logic truthiness; a rule that throws (unknown operator) hides its field rather than showing it. */
function holds(rule: JsonLogicRule, data: JsonObject): boolean {
  try {
    return jsonLogic.truthy(jsonLogic.apply(rule as jsonLogic.RulesLogic, data));
  } catch {
    return false;
  }
}

/** A copy of `target` with the last key of `path` removed by `drop` at its parent (missing parents: unchanged). */
function updateAt(target: JsonObject, path: string[], drop: (parent: JsonObject, key: string) => JsonObject): JsonObject {
  const [key, ...rest] = path;
  if (key === undefined) return target;
  if (rest.length === 0) return drop(target, key);
  const child = target[key];
  return isObject(child) ? { ...target, [key]: updateAt(child, rest, drop) } : target;
}

const withoutKey = (parent: JsonObject, key: string): JsonObject => {
  if (!Object.hasOwn(parent, key)) return parent;
  const { [key]: _removed, ...rest } = parent;
  return rest;
};

/** The data without the values of `fields` (what is submitted). */
export function withoutFields(data: JsonObject, fields: readonly string[]): JsonObject {
  return fields.reduce((acc, field) => updateAt(acc, field.split('.'), withoutKey), data);
}

/** The fields whose rule does not hold. Rules see the data without the already hidden fields, until stable. */
export function hiddenFields(rules: readonly FormRule[], data: JsonObject): string[] {
  let hidden: string[] = [];
  for (let round = 0; round <= rules.length; round += 1) {
    const visible = withoutFields(data, hidden);
    const next = [...new Set(rules.filter((rule) => !holds(rule.visibleWhen, visible)).map((rule) => rule.field))];
    if (next.length === hidden.length && next.every((field) => hidden.includes(field))) break;
    hidden = next;
  }
  return hidden;
}

/** `path` (a.b.c) as the schema path properties.a.properties.b, removing c from properties and required. */
function schemaWithout(schema: JsonObject, field: string): JsonObject {
  const parts = field.split('.');
  const key = parts.pop() as string;
  const schemaPath = parts.flatMap((part) => ['properties', part]);
  return updateAt(schema, [...schemaPath, '__self__'], (parent) => {
    const properties = isObject(parent.properties) ? withoutKey(parent.properties, key) : parent.properties;
    const required = Array.isArray(parent.required) ? parent.required.filter((name) => name !== key) : parent.required;
    return { ...parent, properties, ...(required ? { required } : {}) };
  });
}

/** The uiSchema with `field` drawn as hidden and dropped from its parent's ui:order. */
function uiSchemaHiding(uiSchema: JsonObject, field: string): JsonObject {
  const parts = field.split('.');
  const key = parts.pop() as string;
  return updateAt(uiSchema, [...parts, '__self__'], (parent) => {
    const own = isObject(parent[key]) ? (parent[key] as JsonObject) : {};
    const order = Array.isArray(parent['ui:order']) ? { 'ui:order': parent['ui:order'].filter((name) => name !== key) } : {};
    return { ...parent, ...order, [key]: { ...own, 'ui:widget': 'hidden' } };
  });
}

/** The schema, uiSchema and data a form shows for the current data. */
export function applyFormRules(schema: JsonObject, uiSchema: JsonObject, rules: readonly FormRule[], data: JsonObject): RuledForm {
  const hidden = hiddenFields(rules, data);
  return {
    schema: hidden.reduce(schemaWithout, schema),
    uiSchema: hidden.reduce(uiSchemaHiding, uiSchema),
    formData: withoutFields(data, hidden),
    hidden,
  };
}
