import type { JsonObject } from '../../domain/form-rules';
import { formMessages } from '../../domain/messages/forms';

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of distinct choices: drawn as checkboxes, with no rows to title. */
const choosesMany = (list: JsonObject, rows: JsonObject) => list.uniqueItems === true && ['enum', 'oneOf', 'anyOf'].some((key) => key in rows);

/**
 * A list field's rows titled as a person counts them ('Contato 1', 'Contato 2'): the row schema's own title, else
 * 'Item', and its number (the form library's own is the list's title and a dash: 'Contatos-1'). Lists inside
 * objects and inside rows too; a row title the tenant set (`ui:title` under `items`) stays, and a list of distinct
 * choices (checkboxes) is left as it is.
 */
export function numberListRows(schema: JsonObject, uiSchema: JsonObject): JsonObject {
  if (!isObject(schema.properties)) return uiSchema;
  let next = uiSchema;
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isObject(property)) continue;
    const fieldUi = isObject(uiSchema[name]) ? uiSchema[name] : {};
    let ui: JsonObject = fieldUi;
    if (property.type === 'object') ui = numberListRows(property, fieldUi);
    else if (property.type === 'array' && isObject(property.items) && !choosesMany(property, property.items)) {
      const rows = property.items;
      const rowUi = isObject(fieldUi.items) ? fieldUi.items : {};
      if (rowUi['ui:title'] === undefined) {
        const title = typeof rows.title === 'string' ? rows.title : formMessages.library.ArrayItemTitle;
        const inner = numberListRows(rows, rowUi);
        // RJSF calls a function under `items` with each row's index (a row's own uiSchema).
        const items = (_row: unknown, index: number): JsonObject => ({ ...inner, 'ui:title': `${title} ${index + 1}` });
        ui = { ...fieldUi, items: items as unknown as JsonObject };
      }
    }
    if (ui !== fieldUi) next = { ...next, [name]: ui };
  }
  return next;
}
