// One custom field (types 1–9 of the spec) with its label, the required mark and its error.
// Used by the work-order form, the card form page and the chat's dynamic forms alike.
import '../styles/forms.lazy.css';
import type { TemplateField } from '@shared/api';
import { FIELD_TYPE } from '@shared/codes';
import { type FieldAnswer, type FieldOption, fieldOptions } from '@shared/customFields';
import { type ReactElement, useId } from 'react';
import { useT } from '../i18n/i18n';

interface Props {
  field: TemplateField;
  answer: FieldAnswer | undefined;
  onAnswer(answer: FieldAnswer): void;
  /** The text of a failed check, shown at the field, which then takes the focus. */
  error?: string | undefined;
  disabled?: boolean;
}

/** The spec's datetime is "yyyy-MM-dd HH:mm"; the browser's input speaks "yyyy-MM-ddTHH:mm". */
const toDateTimeInput = (value: string) => value.replace(' ', 'T');
const fromDateTimeInput = (value: string) => value.replace('T', ' ');

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

export function FieldInput({ field, answer, onAnswer, error, disabled }: Props) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const text = typeof answer == 'string' ? answer : '';
  const list = Array.isArray(answer) ? (answer as readonly string[]) : [];
  const required = field.requiredStatus == 1;
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  const common = { id, disabled, required, 'data-field': field.fieldId, ...invalid };
  const label = (
    <>
      {field.fieldName}
      {required && <span aria-hidden="true"> *</span>}
    </>
  );
  const errorText = error && (
    <span id={errorId} class="field__error">
      {error}
    </span>
  );

  if (field.fieldType == FIELD_TYPE.radio || field.fieldType == FIELD_TYPE.checkboxGroup) {
    const many = field.fieldType == FIELD_TYPE.checkboxGroup;
    const toggle = (name: string, on: boolean) =>
      onAnswer(on ? [...list, name] : list.filter((chosen) => chosen != name));
    return (
      <fieldset class="field field--choices" {...invalid} data-field={field.fieldId} tabIndex={-1}>
        <legend class="field__label">{label}</legend>
        {fieldOptions(field).map((option) => (
          <label key={option.name} class="field__choice">
            <input
              type={many ? 'checkbox' : 'radio'}
              name={id}
              disabled={disabled}
              checked={many ? list.includes(option.name) : text == option.name}
              onChange={(event) =>
                many ? toggle(option.name, (event.target as HTMLInputElement).checked) : onAnswer(option.name)
              }
            />
            {option.name}
          </label>
        ))}
        {errorText}
      </fieldset>
    );
  }

  if (field.fieldType == FIELD_TYPE.cascader) {
    return (
      <fieldset class="field field--cascader" {...invalid} data-field={field.fieldId} tabIndex={-1}>
        <legend class="field__label">{label}</legend>
        <CascaderLevels
          options={fieldOptions(field)}
          path={list}
          depth={0}
          onPath={onAnswer}
          disabled={disabled}
          name={field.fieldName}
        />
        {errorText}
      </fieldset>
    );
  }

  let control: ReactElement;
  switch (field.fieldType) {
    case FIELD_TYPE.textarea:
      control = (
        <textarea
          class="field__input"
          rows={4}
          value={text}
          onInput={(event) => onAnswer(inputValue(event))}
          {...common}
        />
      );
      break;
    case FIELD_TYPE.dropdown:
      control = (
        <select
          class="field__input"
          value={text}
          onChange={(event) => onAnswer((event.target as HTMLSelectElement).value)}
          {...common}
        >
          <option value="">{t('form.choose')}</option>
          {fieldOptions(field).map((option) => (
            <option key={option.name} value={option.name}>
              {option.name}
            </option>
          ))}
        </select>
      );
      break;
    case FIELD_TYPE.date:
      control = (
        <input
          class="field__input"
          type="date"
          value={text}
          onInput={(event) => onAnswer(inputValue(event))}
          {...common}
        />
      );
      break;
    case FIELD_TYPE.dateTime:
      control = (
        <input
          class="field__input"
          type="datetime-local"
          value={toDateTimeInput(text)}
          onInput={(event) => onAnswer(fromDateTimeInput(inputValue(event)))}
          {...common}
        />
      );
      break;
    case FIELD_TYPE.number:
      control = (
        <input
          class="field__input"
          type="number"
          inputMode="decimal"
          value={text}
          onInput={(event) => onAnswer(inputValue(event))}
          {...common}
        />
      );
      break;
    default:
      control = (
        <input
          class="field__input"
          type="text"
          value={text}
          onInput={(event) => onAnswer(inputValue(event))}
          {...common}
        />
      );
  }
  return (
    <div class="field">
      <label class="field__label" for={id}>
        {label}
      </label>
      {control}
      {errorText}
    </div>
  );
}

interface LevelProps {
  options: FieldOption[];
  path: readonly string[];
  depth: number;
  onPath(path: string[]): void;
  disabled?: boolean | undefined;
  name: string;
}

/** A cascader as one select per level: choosing a node opens its children's select. */
function CascaderLevels({ options, path, depth, onPath, disabled, name }: LevelProps) {
  const t = useT();
  const chosen = options.find((option) => option.name == path[depth]);
  return (
    <>
      <select
        class="field__input"
        aria-label={depth == 0 ? name : `${name} (${depth + 1})`}
        disabled={disabled}
        value={chosen?.name ?? ''}
        onChange={(event) => {
          const value = (event.target as HTMLSelectElement).value;
          onPath(value ? [...path.slice(0, depth), value] : path.slice(0, depth));
        }}
      >
        <option value="">{t('form.choose')}</option>
        {options.map((option) => (
          <option key={option.name} value={option.name}>
            {option.name}
          </option>
        ))}
      </select>
      {chosen?.children && (
        <CascaderLevels
          options={chosen.children}
          path={path}
          depth={depth + 1}
          onPath={onPath}
          disabled={disabled}
          name={name}
        />
      )}
    </>
  );
}
