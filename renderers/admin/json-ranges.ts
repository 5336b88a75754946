import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';
import type { SyntaxNode } from '@lezer/common';
import { pointerParts } from '../../domain/json-pointer';

/** A node's children that are values or properties (no brackets, commas, colons or parse errors). */
function members(node: SyntaxNode): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (!child.type.isError && !['{', '}', '[', ']', ',', ':'].includes(child.name)) found.push(child);
  }
  return found;
}

/** A PropertyName's text as the member name it spells (its JSON string decoded). */
function memberName(state: EditorState, key: SyntaxNode): string | undefined {
  try {
    return JSON.parse(state.doc.sliceString(key.from, key.to)) as string;
  } catch {
    return undefined;
  }
}

/**
 * The text range of a JSON path in the editor, where a problem is underlined and what its button selects: the
 * member's value (its key when the value is missing), else the closest parent that exists; the root and a path
 * with no existing member mark the first character. Read from the syntax tree (@lezer/json).
 */
export function rangeOfPath(state: EditorState, path: string): { from: number; to: number } {
  const tree = ensureSyntaxTree(state, state.doc.length, 200) ?? syntaxTree(state);
  const top = tree.topNode.firstChild;
  const start = { from: top?.from ?? 0, to: Math.min((top?.from ?? 0) + 1, state.doc.length) };
  let node = top;
  for (const part of pointerParts(path)) {
    if (!node) break;
    let next: SyntaxNode | undefined;
    if (node.name === 'Object') {
      const property = members(node).find((p) => p.name === 'Property' && p.firstChild && memberName(state, p.firstChild) === part);
      if (!property) break;
      const [key, value] = members(property);
      if (!value) return { from: key!.from, to: key!.to };
      next = value;
    } else if (node.name === 'Array' && /^\d+$/.test(part)) {
      next = members(node)[Number(part)];
    }
    if (!next) break;
    node = next;
  }
  return !node || node === top ? start : { from: node.from, to: node.to };
}
