import { describe, expect, it } from 'vitest';
import { jsonSyntaxError, jsonSyntaxProblem } from '../../../domain/json-syntax';
import { parseDraft } from '../../../domain/config-draft';
import { parseJsonField } from '../../../domain/module-editing';

describe('JSON syntax errors in pt-BR', () => {
  it('says where (line, column, offset) and why, for the mistakes people make', () => {
    const cases: [string, string][] = [
      ['xx{ "company": {} }', 'linha 1, coluna 1: "x" não era esperado aqui.'],
      ['{"in": ["admin"', 'linha 1, coluna 16: falta uma vírgula ou "]", veio o fim do texto.'],
      ['{\n  "a": 1\n  "b": 2\n}', 'linha 3, coluna 3: falta uma vírgula ou "}", veio aspas duplas.'],
      ['{"a": 1,}', 'linha 1, coluna 9: vírgula sobrando antes do fechamento.'],
      ['[1, 2,]', 'linha 1, coluna 7: vírgula sobrando antes do fechamento.'],
      ["{'a': 1}", `linha 1, coluna 2: era esperado um nome entre aspas duplas, veio "'".`],
      ['{"a" 1}', 'linha 1, coluna 6: era esperado ":" depois do nome, veio "1".'],
      ['{"a": "texto}', 'linha 1, coluna 14: um texto entre aspas não foi fechado.'],
      ['{"a": 01}', 'linha 1, coluna 8: falta uma vírgula ou "}", veio "1".'],
      ['{"a": -}', 'linha 1, coluna 7: número inválido.'],
      ['{"a": tru}', 'linha 1, coluna 7: "t" não era esperado aqui.'],
      ['{} {}', 'linha 1, coluna 4: há "{" depois do fim do JSON.'],
      ['', 'linha 1, coluna 1: o texto acabou antes do valor.'],
      ['"a\\x"', 'linha 1, coluna 3: escape inválido dentro do texto (use \\", \\\\, \\n ou \\uXXXX).'],
    ];
    for (const [text, detail] of cases) {
      expect(() => JSON.parse(text), text).toThrow();
      expect(jsonSyntaxProblem(text).detail, text).toBe(detail);
    }
    expect(jsonSyntaxError('{\n  "a": 1\n  "b": 2\n}')).toMatchObject({ position: 13, line: 3, column: 3 });
  });

  it('agrees with JSON.parse on what is JSON, over valid documents and thousands of damaged ones', () => {
    const valid = [
      '{"company": {"appName": "Portal", "modules": [{"id": "a", "items": [], "n": -1.5e+3, "ok": true, "no": null}]}}',
      '[]',
      '"\\u00e9\\n\\t\\"x\\""',
      ' 0 ',
      '{"a": [1, 2.5, -0, 1E9, {"b": false}], "c": "ção"}',
    ];
    for (const text of valid) expect(jsonSyntaxError(text), text).toBeNull();
    // Deterministic damage: drop, duplicate or replace one character of each valid document.
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const alphabet = '{}[]:,"\\ 0123456789-+.eEtrufalsn\nx\'';
    for (let round = 0; round < 3000; round += 1) {
      const base = valid[random(valid.length)]!;
      const at = random(base.length + 1);
      const c = alphabet[random(alphabet.length)]!;
      const kind = random(3);
      const text = kind === 0 ? base.slice(0, at) + base.slice(at + 1) : kind === 1 ? base.slice(0, at) + c + base.slice(at) : base.slice(0, at) + c + base.slice(at + 1);
      let parses = true;
      try {
        JSON.parse(text);
      } catch {
        parses = false;
      }
      expect(jsonSyntaxError(text) === null, JSON.stringify(text)).toBe(parses);
    }
  });

  it("is what the config editor and the admin's JSON fields say, never the browser's English", () => {
    expect(parseDraft('{"a": }')).toEqual({ ok: false, position: 6, detail: 'linha 1, coluna 7: "}" não era esperado aqui.' });
    expect(parseJsonField('{"in": ["admin"')).toEqual({ ok: false, detail: 'linha 1, coluna 16: falta uma vírgula ou "]", veio o fim do texto.' });
  });
});
