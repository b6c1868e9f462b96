// The caret in the rich-text editor, as text: the text node it is in and where in it. A
// "/query" is looked for in that node alone, so its start counts as the start of a word:
// the start of the message, of a line, or of a change of formatting.

export function caretText(editor: HTMLElement): { text: Text; offset: number } | undefined {
  const selection = document.getSelection();
  const node = selection?.anchorNode;
  if (!selection?.isCollapsed || !node || node.nodeType != Node.TEXT_NODE || !editor.contains(node)) return undefined;
  return { text: node as Text, offset: selection.anchorOffset };
}

/** Replaces [start, end) of the text node as typing would: the editor's undo takes it back. */
export function replaceInText(text: Text, start: number, end: number, replacement: string) {
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, end);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  document.execCommand('insertText', false, replacement);
}
