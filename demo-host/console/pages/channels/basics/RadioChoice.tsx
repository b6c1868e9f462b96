// One of a few values where each needs a line saying what it does (the receive modes): radio
// buttons, each with its label and its line, in a group named by its legend.
interface Props<T extends string | number> {
  path: string;
  legend: string;
  help: string;
  problem?: string | undefined;
  value: T;
  options: readonly { value: T; label: string; line: string }[];
  onValue: (value: T) => void;
}

export function RadioChoice<T extends string | number>({
  path,
  legend,
  help,
  problem,
  value,
  options,
  onValue,
}: Props<T>) {
  const id = 'ch-' + path.replace(/[^A-Za-z0-9_-]/g, '-');
  return (
    <fieldset
      class="field channel-radios"
      aria-describedby={[`${id}-help`, problem && `${id}-problem`].filter(Boolean).join(' ')}
    >
      <legend>{legend}</legend>
      <span id={`${id}-help`} class="field__hint">
        {help}
      </span>
      {options.map((option) => (
        <label key={String(option.value)} class="channel-radio">
          <input
            type="radio"
            name={id}
            value={String(option.value)}
            checked={option.value == value}
            onChange={() => onValue(option.value)}
          />
          <span>
            <span class="channel-radio__label">{option.label}</span>
            <span class="field__hint">{option.line}</span>
          </span>
        </label>
      ))}
      {problem && (
        <span id={`${id}-problem`} role="alert" class="error field__error">
          {problem}
        </span>
      )}
    </fieldset>
  );
}
