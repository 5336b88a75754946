import { pointerSegment } from '../../domain/json-pointer';
import type { ConfigProblem } from '../../schemas/admin-config';
import { schemaCheck, type SchemaError } from '../forms/schema-check';

/** Where an error belongs: a missing or unknown property at its own key, anything else at the value. */
function pathOf(error: SchemaError): string {
  const { params } = error;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string')
    return `${error.instancePath}/${pointerSegment(params.missingProperty)}`;
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return `${error.instancePath}/${pointerSegment(params.additionalProperty)}`;
  }
  return error.instancePath;
}

/**
 * The published schema's problems with a document, in pt-BR (ajv-i18n's words), for the editor's inline lint
 * while the admin types. The schema is interpreted, never compiled to code (issue 13: no 'unsafe-eval'). A
 * union's branch errors are dropped when the union itself failed at the same path (one message, not one per
 * branch). The server's validation stays the authority: it adds the rules a schema cannot say.
 */
export function schemaChecker(schema: object): (document: unknown) => ConfigProblem[] {
  const { $id: _id, ...anonymous } = schema as Record<string, unknown>;
  const check = schemaCheck(anonymous, '2020-12');
  return (document) => {
    const errors = check(document);
    if (errors.length === 0) return [];
    const unions = new Set(
      errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath),
    );
    const seen = new Set<string>();
    return errors
      .filter((e) => !(unions.has(e.instancePath) && /\/(anyOf|oneOf)\/\d+\//.test(e.schemaPath)))
      .map((e) => ({ path: pathOf(e), message: e.message, severity: 'error' as const }))
      .filter((p) =>
        seen.has(`${p.path} ${p.message}`) ? false : (seen.add(`${p.path} ${p.message}`), true),
      );
  };
}
