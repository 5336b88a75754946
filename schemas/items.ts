import { Type, type Static, type TProperties } from 'typebox';

/**
 * A json-logic rule (https://jsonlogic.com): one operator and its arguments, e.g.
 * `{ "in": ["admin", { "var": "user.groups" }] }`. Data: domain/visibility-rules.ts `VisibilityData`.
 */
export const JsonLogicRule = Type.Record(Type.String(), Type.Unknown(), {
  minProperties: 1,
  maxProperties: 1,
  description: 'json-logic rule over { user: { groups, email }, entities: [codes], tenant: { id, flags } }.',
});

/** The fields every item kind shares: SPEC §3 "Module item". `sumSql`/`detailSql` name server-side queries. */
const common = {
  id: Type.String({ minLength: 1 }),
  title: Type.String({ minLength: 1 }),
  description: Type.Optional(Type.String()),
  groups: Type.Optional(Type.Array(Type.String())),
  visibleWhen: Type.Optional(JsonLogicRule),
  hidden: Type.Optional(Type.Boolean({ description: 'Hidden from everyone (kept in the config).' })),
  routeTo: Type.Optional(Type.String()),
  connector: Type.Optional(Type.String()),
  sumSql: Type.Optional(Type.String({ description: 'Name of a query in the tenant server-only `queries` map.' })),
  sumType: Type.Optional(Type.Union([Type.Literal('currency'), Type.Literal('number')])),
  sumValue: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  sumError: Type.Optional(Type.Boolean()),
  sumSqlRequestSizeLimit: Type.Optional(Type.Integer({ minimum: 1 })),
  detailSql: Type.Optional(Type.String({ description: 'Name of a server-side query: the item detail table.' })),
  modal: Type.Optional(
    Type.Object(
      {
        items: Type.Array(Type.Object({ html: Type.String() }, { additionalProperties: false })),
        setCookieWatched: Type.Optional(Type.Boolean()),
      },
      { additionalProperties: false },
    ),
  ),
} satisfies TProperties;

const item = <K extends string, P extends TProperties>(kind: K, properties: P, description: string) =>
  Type.Object({ ...common, kind: Type.Literal(kind), ...properties }, { additionalProperties: false, description });

const ColumnFormat = Type.Union([
  Type.Literal('text'),
  Type.Literal('number'),
  Type.Literal('currency'),
  Type.Literal('date'),
  Type.Literal('datetime'),
]);
/** A column of a table item or detail table: the row field, its header and how its value is shown. */
export const TableColumn = Type.Object(
  { field: Type.String({ minLength: 1 }), label: Type.String({ minLength: 1 }), format: Type.Optional(ColumnFormat) },
  { additionalProperties: false },
);

export const HtmlItem = item('html', { html: Type.String() }, 'Tenant HTML, sanitized with DOMPurify.');
export const TableItem = item(
  'table',
  {
    query: Type.String({ minLength: 1, description: 'Named query; gets :search:, :limit: and :offset: bound.' }),
    columns: Type.Array(TableColumn, { minItems: 1 }),
    searchable: Type.Optional(Type.Boolean()),
    batch: Type.Optional(Type.Boolean({ description: 'Run as a batch job (async-batch) and poll for the rows.' })),
  },
  'A named query shown as a table with server-side paging and search.',
);
export const FormItem = item(
  'form',
  {
    schema: Type.Record(Type.String(), Type.Unknown(), { description: 'JSON Schema of the form (RJSF).' }),
    uiSchema: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    rules: Type.Optional(
      Type.Array(
        Type.Object({ field: Type.String({ minLength: 1 }), visibleWhen: JsonLogicRule }, { additionalProperties: false }),
        { description: 'Conditional fields: a field shows only while its json-logic rule holds over the form data.' },
      ),
    ),
    submitLabel: Type.Optional(Type.String()),
  },
  "A dynamic form; submitting saves the item's customValue (SPEC §7 App).",
);
export const EmbedItem = item(
  'embed',
  {
    url: Type.String({ pattern: '^(https?://|/)', description: 'An http or https URL (or a path on the portal host).' }),
    height: Type.Optional(Type.Integer({ minimum: 100, maximum: 4000 })),
  },
  'A page in an iframe.',
);
export const SummaryFigure = Type.Object(
  {
    label: Type.String({ minLength: 1 }),
    query: Type.String({ minLength: 1 }),
    connector: Type.Optional(Type.String()),
    sumType: Type.Optional(Type.Union([Type.Literal('currency'), Type.Literal('number')])),
  },
  { additionalProperties: false },
);
export const SummaryItem = item(
  'summary',
  { figures: Type.Array(SummaryFigure, { minItems: 1 }) },
  'A grid of figures, each from a named query.',
);
export const ScriptItem = item(
  'script',
  { script: Type.String({ minLength: 1, pattern: '^[A-Za-z0-9._-]+$' }) },
  "A tenant script in a sandboxed iframe; a name ending in '.js' is a legacy script that opens in place.",
);

export const FileItem = item(
  'file',
  {
    extensions: Type.Optional(
      Type.Array(Type.String({ pattern: '^(pdf|png|jpg|jpeg|gif|webp|zip|docx|xlsx|xml|csv|txt)$' }), {
        minItems: 1,
        description: 'Accepted extensions (default: all the portal knows); the bytes must match the extension.',
      }),
    ),
    path: Type.Optional(Type.String({ pattern: '^[a-z0-9_-]+(/[a-z0-9_-]+)*$', description: "Folder of the item's files in the file store." })),
  },
  "Upload, list and download of the item's files (SPEC §7 digital-content).",
);

/** Module item: one of the item kinds, told apart by `kind` (renderers/items/registry.ts). */
export const ModuleItem = Type.Union([HtmlItem, TableItem, FormItem, EmbedItem, SummaryItem, ScriptItem, FileItem]);

export type JsonLogicRule = Static<typeof JsonLogicRule>;
export type TableColumn = Static<typeof TableColumn>;
export type SummaryFigure = Static<typeof SummaryFigure>;
export type ModuleItem = Static<typeof ModuleItem>;
export type ItemKind = ModuleItem['kind'];
export type ItemOfKind<K extends ItemKind> = Extract<ModuleItem, { kind: K }>;
