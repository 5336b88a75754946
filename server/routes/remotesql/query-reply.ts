import { Type } from 'typebox';
import { envelope, replySchemas } from '../../http/reply';

/**
 * The rows of a named query: each row maps the tenant's own column names to values, so a row is open by contract.
 * Declared as any JSON value per row rather than Type.Record: fast-json-stringify then writes each row with
 * JSON.stringify, as fast as before (a Record schema tests every key against a pattern, several times slower on
 * the summary queries of every dashboard).
 */
export const QueryRows = Type.Array(Type.Unknown({ description: 'One row: column name -> value (the named query decides the columns).' }));

/** `{ rows, status: 'done' }`: an inline query's reply and a finished batch job's. */
export const QueryResult = Type.Object({ rows: QueryRows, status: Type.Literal('done') }, { additionalProperties: false });

/** The reply of a query route: 200 the rows, 201 a queued batch job's id (header async-batch: true), or an error. */
export const queryReplySchemas = {
  ...replySchemas(QueryResult),
  201: envelope(Type.Object({ jobId: Type.String() }, { additionalProperties: false })),
};
