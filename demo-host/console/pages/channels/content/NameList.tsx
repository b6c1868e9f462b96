// A short list of names (a star's labels, the robot's labels, a field's options, a suggestion's
// buttons): one text box each, in order, with move and remove buttons and an add button until
// the list is full.
import type { SettingsProblem } from '@shared/channelRules';
import { useT } from '../../../i18n';
import { ListEditor, problemAt, TextInput } from '../fields';
import { listLabels } from './listLabels';

interface Props {
  /** The list's field path; entry `i` is `${path}.${i}` (with `entryKey` after it when given). */
  path: string;
  entryKey?: string;
  /** What one entry is called: "Label", "Option"… (numbered on screen). */
  entryLabel: string;
  /** The list's one-line help: what the names are for, and the limits. */
  help: string;
  names: readonly string[];
  onNames: (names: string[]) => void;
  /** Absent: as many as the owner adds. */
  max?: number;
  maxLength: number;
  addLabel: string;
  problems?: readonly SettingsProblem[];
  /** Characters an entry cannot hold (a separator of the stored form) are taken out as typed. */
  forbidden?: RegExp;
}

export function NameList({
  path,
  entryKey,
  entryLabel,
  help,
  names,
  onNames,
  max,
  maxLength,
  addLabel,
  ...rest
}: Props) {
  const t = useT();
  const { problems = [], forbidden } = rest;
  const entryPath = (index: number) => `${path}.${index}${entryKey ? `.${entryKey}` : ''}`;
  return (
    <div class="content-names">
      <p class="field__hint content-names__help">{help}</p>
      <ListEditor
        items={names}
        onItems={onNames}
        nameOf={(name, index) => name || `${entryLabel} ${index + 1}`}
        labels={listLabels(t)}
        addLabel={addLabel}
        onAdd={max === undefined || names.length < max ? () => '' : undefined}
        render={(name, index, change) => (
          <TextInput
            path={entryPath(index)}
            label={`${entryLabel} ${index + 1}`}
            value={name}
            maxLength={maxLength}
            problem={problemAt(problems, entryPath(index))}
            onValue={(value) => change(forbidden ? value.replace(forbidden, '') : value)}
          />
        )}
      />
    </div>
  );
}
