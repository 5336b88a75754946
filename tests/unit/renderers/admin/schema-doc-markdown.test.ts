// @vitest-environment jsdom
import { JSONHover } from 'codemirror-json-schema';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../renderers/admin/schema-doc-markdown';

describe("renderMarkdown (the config editor's hover, completion and lint texts)", () => {
  it('escapes markup in a description, so nothing in it becomes HTML', () => {
    expect(renderMarkdown('Nome do grupo no diretório (cn) -> grupo do portal <img src=x onerror=alert(1)> & "so"')).toBe(
      'Nome do grupo no diretório (cn) -&gt; grupo do portal &lt;img src=x onerror=alert(1)&gt; &amp; &quot;so&quot;',
    );
  });

  it('turns code spans into <code>, with their insides escaped and left literal', () => {
    expect(renderMarkdown('Nome de uma consulta do mapa `queries`; `<b>**not strong**</b>`')).toBe(
      'Nome de uma consulta do mapa <code>queries</code>; <code>&lt;b&gt;**not strong**&lt;/b&gt;</code>',
    );
  });

  it('turns **text** into <strong> outside code spans', () => {
    expect(renderMarkdown('**Required** for `sso`, ** not this **')).toBe('<strong>Required</strong> for <code>sso</code>, ** not this **');
  });

  it('makes paragraphs of blank-line-separated blocks when not inline', () => {
    expect(renderMarkdown('First `a`.\n\n  Second.\n', false)).toBe('<p>First <code>a</code>.</p><p>Second.</p>');
  });

  it("stands in for the library's own renderer in its hover (the build's and the tests' module swap)", () => {
    // The method the hover tooltip draws with (private in the typings, the tooltip's own path at run time).
    const draw = new JSONHover() as unknown as { formatMessage(texts: { message: string; typeInfo: string }): HTMLElement };
    const hover = draw.formatMessage({ message: 'Cor <b>principal</b> em `#rrggbb`', typeInfo: '`string`' });
    expect(hover.querySelector('.cm6-json-schema-hover--description')?.innerHTML).toBe(
      '<p>Cor &lt;b&gt;principal&lt;/b&gt; em <code>#rrggbb</code></p>',
    );
    expect(hover.querySelector('.cm6-json-schema-hover--code')?.innerHTML).toBe('<p><code>string</code></p>');
  });
});
