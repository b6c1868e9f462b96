// The editor's fields: each a label, a one-line help text, the control and the problem of its
// field path (shared/channelRules.ts names fields by path: `chatMenuConfigList.2.labelLink`).
// Ids come from the field path, so a label, its help and its problem are tied to the control.
import type { SettingsProblem } from '@shared/channelRules';
import type { ComponentChildren } from 'preact';

/** The first problem of a field path, or of anything under it. */
export function problemAt(problems: readonly SettingsProblem[], path: string): string | undefined {
  return problems.find((problem) => problem.field == path || problem.field.startsWith(path + '.'))?.message;
}

/** The control's id of a field path: the editor focuses a problem's field by it. */
export const idOf = (path: string) => 'ch-' + path.replace(/[^A-Za-z0-9_-]/g, '-');

interface RowProps {
  path: string;
  label: string;
  help?: string | undefined;
  problem?: string | undefined;
  children: (id: string, describedBy: string | undefined) => ComponentChildren;
}

/** A labelled control with its help and its problem, announced as it appears. */
export function Row({ path, label, help, problem, children }: RowProps) {
  const id = idOf(path);
  const describedBy = [help && `${id}-help`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  return (
    <div class="field channel-field">
      <label for={id}>{label}</label>
      {children(id, describedBy)}
      {help && (
        <span id={`${id}-help`} class="field__hint">
          {help}
        </span>
      )}
      {problem && (
        <span id={`${id}-problem`} role="alert" class="error field__error">
          {problem}
        </span>
      )}
    </div>
  );
}

interface FieldProps<T> {
  path: string;
  label: string;
  help?: string;
  problem?: string | undefined;
  value: T;
  onValue: (value: T) => void;
}

export function TextInput({
  maxLength,
  type = 'text',
  ...props
}: FieldProps<string> & { maxLength?: number; type?: string }) {
  return (
    <Row {...props}>
      {(id, describedBy) => (
        <input
          id={id}
          type={type}
          value={props.value}
          maxLength={maxLength}
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={describedBy}
          onInput={(event) => props.onValue(event.currentTarget.value)}
        />
      )}
    </Row>
  );
}

export function TextArea({
  maxLength,
  rows = 3,
  ...props
}: FieldProps<string> & { maxLength?: number; rows?: number }) {
  return (
    <Row {...props}>
      {(id, describedBy) => (
        <textarea
          id={id}
          rows={rows}
          value={props.value}
          maxLength={maxLength}
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={describedBy}
          onInput={(event) => props.onValue(event.currentTarget.value)}
        />
      )}
    </Row>
  );
}

/** A whole number within the field's limits; what is not a number yet leaves the value as it was. */
export function NumberInput({ min, max, ...props }: FieldProps<number> & { min: number; max: number }) {
  return (
    <Row {...props}>
      {(id, describedBy) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={props.value}
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={describedBy}
          onInput={(event) => {
            const value = Number(event.currentTarget.value);
            if (event.currentTarget.value != '' && Number.isInteger(value)) props.onValue(value);
          }}
        />
      )}
    </Row>
  );
}

/** A colour: the picker and its `#rrggbb` text, which stay the same value. */
export function ColourInput(props: FieldProps<string>) {
  return (
    <Row {...props}>
      {(id, describedBy) => (
        <span class="colour-input">
          <input
            type="color"
            aria-label={props.label}
            value={/^#[0-9a-f]{6}$/i.test(props.value) ? props.value : '#000000'}
            onInput={(event) => props.onValue(event.currentTarget.value)}
          />
          <input
            id={id}
            value={props.value}
            maxLength={7}
            spellcheck={false}
            aria-invalid={props.problem ? true : undefined}
            aria-describedby={describedBy}
            onInput={(event) => props.onValue(event.currentTarget.value.trim())}
          />
        </span>
      )}
    </Row>
  );
}

/** A spec flag (0 or 1) as a checkbox. */
export function Toggle({ path, label, help, value, onValue }: FieldProps<0 | 1>) {
  const id = idOf(path);
  return (
    <div class="field channel-toggle">
      <label>
        <input
          id={id}
          type="checkbox"
          checked={value == 1}
          aria-describedby={help ? `${id}-help` : undefined}
          onChange={(event) => onValue(event.currentTarget.checked ? 1 : 0)}
        />{' '}
        {label}
      </label>
      {help && (
        <span id={`${id}-help`} class="field__hint">
          {help}
        </span>
      )}
    </div>
  );
}

/** One of a few values, each with its label. */
export function Choice<T extends string | number>({
  options,
  ...props
}: FieldProps<T> & { options: readonly { value: T; label: string }[] }) {
  return (
    <Row {...props}>
      {(id, describedBy) => (
        <select
          id={id}
          value={String(props.value)}
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) == event.currentTarget.value);
            if (chosen) props.onValue(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Row>
  );
}

/** A titled group of fields in a section. */
export function FieldGroup({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <fieldset class="channel-group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

interface ListProps<T> {
  items: readonly T[];
  onItems: (items: T[]) => void;
  /** The accessible name of entry `index` for its move and remove buttons. */
  nameOf: (item: T, index: number) => string;
  render: (item: T, index: number, change: (item: T) => void) => ComponentChildren;
  /** Absent: the list takes no new entries (it is full). */
  onAdd?: (() => T) | undefined;
  addLabel: string;
  labels: { up: string; down: string; remove: string };
  /** Entries from the top that cannot move or go (the pre-chat form's first three). */
  fixed?: number;
}

/** An ordered list: each entry with move up, move down and remove; an add button under it. */
export function ListEditor<T>({ items, onItems, nameOf, render, onAdd, addLabel, labels, fixed = 0 }: ListProps<T>) {
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onItems(next);
  };
  return (
    <div class="list-editor">
      <ol>
        {items.map((item, index) => (
          <li key={index} class="list-editor__item">
            <div class="list-editor__body">
              {render(item, index, (changed) => onItems(items.map((old, at) => (at == index ? changed : old))))}
            </div>
            {index >= fixed && (
              <div class="list-editor__actions">
                <button
                  type="button"
                  class="button button--small"
                  disabled={index == fixed}
                  aria-label={`${labels.up}: ${nameOf(item, index)}`}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  class="button button--small"
                  disabled={index == items.length - 1}
                  aria-label={`${labels.down}: ${nameOf(item, index)}`}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  class="button button--small button--danger"
                  aria-label={`${labels.remove}: ${nameOf(item, index)}`}
                  onClick={() => onItems(items.filter((_, at) => at != index))}
                >
                  ×
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {onAdd && (
        <button type="button" class="button button--small" onClick={() => onItems([...items, onAdd()])}>
          {addLabel}
        </button>
      )}
    </div>
  );
}
