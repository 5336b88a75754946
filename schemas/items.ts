import { Type, type Static, type TProperties } from 'typebox';

/**
 * A json-logic rule (https://jsonlogic.com): one operator and its arguments, e.g.
 * `{ "in": ["admin", { "var": "user.groups" }] }`. Data: domain/visibility-rules.ts `VisibilityData`.
 */
export const JsonLogicRule = Type.Record(Type.String(), Type.Unknown(), {
  minProperties: 1,
  maxProperties: 1,
  description: 'Regra json-logic avaliada sobre { user: { groups, email }, entities: [codes], tenant: { id, flags } }.',
});

/** The fields every item kind shares: SPEC §3 "Module item". `sumSql`/`detailSql` name server-side queries. */
const common = {
  id: Type.String({ minLength: 1 }),
  title: Type.String({ minLength: 1 }),
  description: Type.Optional(Type.String()),
  groups: Type.Optional(Type.Array(Type.String())),
  visibleWhen: Type.Optional(JsonLogicRule),
  hidden: Type.Optional(Type.Boolean({ description: 'Oculto para todos (continua salvo na configuração).' })),
  routeTo: Type.Optional(Type.String()),
  connector: Type.Optional(Type.String()),
  sumSql: Type.Optional(Type.String({ description: 'Nome de uma consulta do mapa `queries`, na parte da configuração que fica só no servidor.' })),
  sumType: Type.Optional(Type.Union([Type.Literal('currency'), Type.Literal('number')])),
  sumValue: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  sumError: Type.Optional(Type.Boolean()),
  sumSqlRequestSizeLimit: Type.Optional(Type.Integer({ minimum: 1 })),
  detailSql: Type.Optional(Type.String({ description: 'Nome de uma consulta definida no servidor: a tabela de detalhes do item.' })),
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
  Type.Literal('cpfCnpj', { description: "A CPF or CNPJ as people read it: '11222333000181' shows '11.222.333/0001-81'." }),
]);
/** A column of a table item or detail table: the row field, its header and how its value is shown. */
export const TableColumn = Type.Object(
  { field: Type.String({ minLength: 1 }), label: Type.String({ minLength: 1 }), format: Type.Optional(ColumnFormat) },
  { additionalProperties: false },
);

export const HtmlItem = item('html', { html: Type.String() }, 'HTML da empresa; o portal remove o que for inseguro (DOMPurify) antes de exibi-lo.');
export const TableItem = item(
  'table',
  {
    query: Type.String({ minLength: 1, description: 'Consulta nomeada; recebe os parâmetros :search:, :limit: e :offset:.' }),
    columns: Type.Array(TableColumn, { minItems: 1 }),
    searchable: Type.Optional(Type.Boolean()),
    batch: Type.Optional(Type.Boolean({ description: 'Executa como tarefa em lote (async-batch) e aguarda as linhas ficarem prontas.' })),
  },
  'Uma consulta nomeada exibida como tabela, com paginação e busca feitas no servidor.',
);
export const FormItem = item(
  'form',
  {
    schema: Type.Record(Type.String(), Type.Unknown(), { description: 'JSON Schema do formulário (RJSF).' }),
    uiSchema: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    rules: Type.Optional(
      Type.Array(
        Type.Object({ field: Type.String({ minLength: 1 }), visibleWhen: JsonLogicRule }, { additionalProperties: false }),
        { description: 'Campos condicionais: um campo só aparece enquanto sua regra json-logic for verdadeira para os dados do formulário.' },
      ),
    ),
    submitLabel: Type.Optional(Type.String()),
  },
  'Um formulário dinâmico; ao enviar, a resposta é salva no customValue do item.',
);
export const EmbedItem = item(
  'embed',
  {
    url: Type.String({ pattern: '^(https?://|/)', description: 'Um endereço http ou https (ou um caminho no próprio portal).' }),
    height: Type.Optional(Type.Integer({ minimum: 100, maximum: 4000 })),
  },
  'Uma página exibida num iframe.',
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
  'Uma grade de indicadores, cada um calculado por uma consulta nomeada.',
);
export const ScriptItem = item(
  'script',
  { script: Type.String({ minLength: 1, pattern: '^[A-Za-z0-9._-]+$' }) },
  "Um script da empresa, executado num iframe isolado; um nome terminado em '.js' é um script legado, aberto na própria página.",
);

export const FileItem = item(
  'file',
  {
    extensions: Type.Optional(
      Type.Array(Type.String({ pattern: '^(pdf|png|jpg|jpeg|gif|webp|zip|docx|xlsx|xml|csv|txt)$' }), {
        minItems: 1,
        description: 'Extensões aceitas (padrão: todas as que o portal conhece); o conteúdo do arquivo precisa corresponder à extensão.',
      }),
    ),
    path: Type.Optional(Type.String({ pattern: '^[a-z0-9_-]+(/[a-z0-9_-]+)*$', description: 'Pasta dos arquivos do item no armazenamento de arquivos.' })),
  },
  'Envio, listagem e download dos arquivos do item.',
);

/** Module item: one of the item kinds, told apart by `kind` (renderers/items/registry.ts). */
export const ModuleItem = Type.Union([HtmlItem, TableItem, FormItem, EmbedItem, SummaryItem, ScriptItem, FileItem]);

export type JsonLogicRule = Static<typeof JsonLogicRule>;
export type TableColumn = Static<typeof TableColumn>;
export type SummaryFigure = Static<typeof SummaryFigure>;
export type ModuleItem = Static<typeof ModuleItem>;
export type ItemKind = ModuleItem['kind'];
export type ItemOfKind<K extends ItemKind> = Extract<ModuleItem, { kind: K }>;
