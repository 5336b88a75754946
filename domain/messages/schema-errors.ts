/**
 * pt-BR messages of JSON Schema keywords, word for word the texts of ajv-i18n's pt-BR localizer (the forms and
 * the admin editor used it; the browser now validates without ajv's code generation, issue 13). `params` are
 * ajv's: limit, comparison, format, pattern, missingProperty, type, multipleOf, i/j, deps/depsCount/property,
 * failingKeyword.
 */
type Params = Record<string, unknown>;

const plural = (n: unknown, one: string, many: string) => (Number(n) === 1 ? one : many);
const compare = (p: Params) => `deve ser ${String(p.comparison)} ${String(p.limit)}`;

const TYPE_WORDS: Record<string, string> = {
  number: 'um número',
  integer: 'um número inteiro',
  string: 'um texto',
  boolean: 'um booleano',
};

const MESSAGES: Record<string, (p: Params) => string> = {
  additionalItems: (p) => `não são permitidos itens adicionais (mais do que ${String(p.limit)})`,
  additionalProperties: () => 'não são permitidas propriedades adicionais',
  anyOf: () => 'os dados não correspondem a nenhum schema de "anyOf"',
  const: () => 'deve ser igual à constante',
  contains: () => 'deve conter um item válido',
  dependencies: (p) =>
    ` deve ter propriedade${plural(p.depsCount, '', 's')} ${String(p.deps)} quando a propriedade ${String(p.property)} estiver presente`,
  enum: () => 'deve ser igual a um dos valores permitidos',
  'false schema': () => 'o schema booleano é "false"',
  format: (p) => `deve corresponder ao formato "${String(p.format)}"`,
  if: (p) => `deve corresponder ao schema "${String(p.failingKeyword)}"`,
  maximum: compare,
  exclusiveMaximum: compare,
  minimum: compare,
  exclusiveMinimum: compare,
  maxItems: (p) => `não deve ter mais que ${String(p.limit)} elemento${plural(p.limit, '', 's')}`,
  minItems: (p) => `não deve ter menos que ${String(p.limit)} elemento${plural(p.limit, '', 's')}`,
  maxLength: (p) => `não deve ser maior que ${String(p.limit)} caracter${plural(p.limit, '', 'es')}`,
  minLength: (p) => `não deve ser mais curta que ${String(p.limit)} caracter${plural(p.limit, '', 'es')}`,
  maxProperties: (p) => `não deve ter mais que ${String(p.limit)} propriedade${plural(p.limit, '', 's')}`,
  minProperties: (p) => `não deve ter menos que ${String(p.limit)} propriedade${plural(p.limit, '', 's')}`,
  multipleOf: (p) => `deve ser múltiplo de ${String(p.multipleOf)}`,
  not: () => 'não deve ser valido segundo o schema em "not"',
  oneOf: () => 'deve corresponder exatamente com um schema em "oneOf"',
  pattern: (p) => `deve corresponder ao padrão "${String(p.pattern)}"`,
  propertyNames: () => 'o nome da propriedade é inválido',
  required: (p) => `deve ter a propriedade obrigatória ${String(p.missingProperty)}`,
  type: (p) => `deve ser ${TYPE_WORDS[String(p.type)] ?? String(p.type)}`,
  unevaluatedItems: (p) => `não pode possuir mais que ${String(p.len)} ${plural(p.len, 'item', 'itens')}`,
  unevaluatedProperties: () => 'não pode possuir propridades não avaliadas',
  uniqueItems: (p) =>
    `não deve ter itens duplicados (os itens ## ${String(p.j)} e ${String(p.i)} são idênticos)`,
};
MESSAGES.dependentRequired = MESSAGES.dependencies!;
MESSAGES.items = MESSAGES.additionalItems!;

/** The pt-BR message of a failed keyword with ajv's params (any other keyword: ajv-i18n's generic text). */
export function schemaErrorMessage(keyword: string, params: Params): string {
  const message = MESSAGES[keyword];
  return message ? message(params) : `deve passar a validação da keyword "${keyword}"`;
}
