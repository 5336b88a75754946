/**
 * The config editor's hover, completion and lint texts as HTML: what codemirror-json-schema's own `renderMarkdown`
 * is for, in the markdown our schemas' descriptions and its type hints use (`code`, **strong**, paragraphs).
 *
 * The library renders with markdown-it and creates a shiki highlighter when its module loads (the JavaScript
 * grammar and two themes fetched on every editor load, for fenced code no description of ours has): 140 KiB gzip
 * of the editor's JS with the JSON5 and YAML parsers. The build swaps its module for this one (`jsonSchemaEditorTrim`
 * in vite.config.ts).
 * Everything is escaped first, so nothing in a description becomes markup but these three forms.
 */
export function renderMarkdown(markdown: string, inline = true): string {
  if (inline) return renderInline(markdown);
  return markdown
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${renderInline(paragraph)}</p>`)
    .join('');
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

/** Code spans first (their insides stay literal), then strong text in what lies between them. */
function renderInline(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part, i) =>
      i % 2 === 1
        ? `<code>${escapeHtml(part.slice(1, -1))}</code>`
        : escapeHtml(part).replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '<strong>$1</strong>'),
    )
    .join('');
}
