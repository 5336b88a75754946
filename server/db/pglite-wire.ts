/**
 * The few frontend messages of PostgreSQL's extended query protocol that pglite-db.ts sends in one batch
 * (Parse, Bind, Describe, Execute, Sync, Close), and the text encoding of parameters. Parameters are
 * encoded as node-postgres does (pg-db.ts), so both backends bind the same JavaScript values alike.
 */

const encoder = new TextEncoder();

class Writer {
  private chunks: Uint8Array[] = [];
  private size = 0;

  message(type: string, body: (w: Body) => void): this {
    const b = new Body();
    body(b);
    const payload = b.bytes();
    const head = new Uint8Array(5);
    head[0] = type.charCodeAt(0);
    new DataView(head.buffer).setInt32(1, payload.length + 4);
    this.chunks.push(head, payload);
    this.size += 5 + payload.length;
    return this;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.size);
    let at = 0;
    for (const c of this.chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }
}

class Body {
  private parts: Uint8Array[] = [];
  private size = 0;

  private push(part: Uint8Array) {
    this.parts.push(part);
    this.size += part.length;
  }

  cstring(s: string): this {
    this.push(encoder.encode(s));
    this.push(new Uint8Array(1));
    return this;
  }

  int16(n: number): this {
    const b = new Uint8Array(2);
    new DataView(b.buffer).setInt16(0, n);
    this.push(b);
    return this;
  }

  int32(n: number): this {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setInt32(0, n);
    this.push(b);
    return this;
  }

  byte(c: string): this {
    this.push(Uint8Array.of(c.charCodeAt(0)));
    return this;
  }

  raw(b: Uint8Array): this {
    this.push(b);
    return this;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.size);
    let at = 0;
    for (const p of this.parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
}

/**
 * One round trip for a statement: Parse (only when `parse` is set: the statement is not prepared yet),
 * Bind of text parameters, Describe of the portal (the row description), Execute, Sync.
 */
export function extendedQuery(statement: string, params: (string | null)[], parse?: string): Uint8Array {
  const w = new Writer();
  if (parse !== undefined) w.message('P', (b) => b.cstring(statement).cstring(parse).int16(0));
  w.message('B', (b) => {
    b.cstring('').cstring(statement).int16(0).int16(params.length);
    for (const p of params) {
      if (p === null) b.int32(-1);
      else {
        const bytes = encoder.encode(p);
        b.int32(bytes.length).raw(bytes);
      }
    }
    b.int16(0);
  });
  w.message('D', (b) => b.byte('P').cstring(''));
  w.message('E', (b) => b.cstring('').int32(0));
  w.message('S', () => undefined);
  return w.bytes();
}

/** Close (deallocate) a prepared statement, then Sync. */
export function closeStatement(statement: string): Uint8Array {
  return new Writer()
    .message('C', (b) => b.byte('S').cstring(statement))
    .message('S', () => undefined)
    .bytes();
}

/** A parameter in PostgreSQL text format, as node-postgres encodes it (utils.prepareValue). */
export function toParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Uint8Array) return '\\x' + Buffer.from(value).toString('hex');
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayLiteral(values: unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL';
    if (Array.isArray(v)) return arrayLiteral(v);
    if (v instanceof Uint8Array) return '\\\\x' + Buffer.from(v).toString('hex');
    const text = toParam(v) as string;
    return '"' + text.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"';
  });
  return '{' + items.join(',') + '}';
}
