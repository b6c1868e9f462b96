// A template field's options as the editor shows them: a list of names for a dropdown, radio
// or checkbox group, an indented text for the cascader's tree (a line per node, two spaces or a
// tab deeper than its parent). Stored as the spec's JSON `fieldValue`, `[{ name, children? }]`
// (shared/customFields.ts reads it back).
import type { TemplateField } from '@shared/api';
import { FIELD_TYPE, type FieldType } from '@shared/codes';
import { type FieldOption, fieldOptions } from '@shared/customFields';

export type OptionsKind = 'list' | 'tree' | 'none';

export function optionsKind(fieldType: FieldType): OptionsKind {
  if (fieldType == FIELD_TYPE.cascader) return 'tree';
  if (fieldType == FIELD_TYPE.dropdown || fieldType == FIELD_TYPE.radio || fieldType == FIELD_TYPE.checkboxGroup)
    return 'list';
  return 'none';
}

/** The JSON `fieldValue` of a list of names; '' when there is none. */
export const fieldValueOfNames = (names: readonly string[]) =>
  names.length ? JSON.stringify(names.map((name) => ({ name }))) : '';

/** The JSON `fieldValue` of a tree; '' when it is empty. */
export const fieldValueOfTree = (tree: readonly FieldOption[]) => (tree.length ? JSON.stringify(tree) : '');

/** The field as another type: options carry over where the new type has them (a tree keeps its top level as a list). */
export function withTemplateFieldType(field: TemplateField, fieldType: FieldType): TemplateField {
  const kind = optionsKind(fieldType);
  const nodes = fieldOptions(field);
  const fieldValue =
    kind == 'list' ? fieldValueOfNames(nodes.map((node) => node.name)) : kind == 'tree' ? fieldValueOfTree(nodes) : '';
  return { ...field, fieldType, fieldValue };
}

const INDENT = '  ';

/** The tree as indented text, a node per line. */
export function treeText(tree: readonly FieldOption[], depth = 0): string {
  return tree
    .flatMap((node) => [
      INDENT.repeat(depth) + node.name,
      ...(node.children?.length ? [treeText(node.children, depth + 1)] : []),
    ])
    .join('\n');
}

/** How deep a line sits: two spaces or a tab a level. */
function depthOf(line: string): number {
  const lead = /^[ \t]*/.exec(line)![0];
  return Math.floor(lead.replaceAll('\t', INDENT).length / INDENT.length);
}

/**
 * The tree an indented text describes. Blank lines are skipped; a line indented more than one
 * level under the line before it is that line's child, as a person meant it.
 */
export function treeOfText(text: string): FieldOption[] {
  const root: FieldOption[] = [];
  /** The nodes open at each depth: the last node of the line before at that depth. */
  const open: FieldOption[] = [];
  for (const line of text.split('\n')) {
    const name = line.trim();
    if (!name) continue;
    const depth = Math.min(depthOf(line), open.length);
    const node: FieldOption = { name };
    const parent = open[depth - 1];
    if (parent) (parent.children ??= []).push(node);
    else root.push(node);
    open.length = depth;
    open.push(node);
  }
  return root;
}
