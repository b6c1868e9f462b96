// A new password typed twice, with the rule shown beside it: the setup, a password link and
// the settings' change of password. The form checks it with newPasswordProblem before sending.
import { useT } from '../i18n';
import { PASSWORD_LIMITS, type PasswordProblem } from './accountMessages';
import { TextField } from './TextField';

interface Props {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  /** What the form found wrong, or the server's words about the password. */
  problem?: PasswordProblem | { words: string };
  focus?: boolean;
}

export function NewPasswordFields({ id, password, repeat, onPassword, onRepeat, problem, focus }: Props) {
  const t = useT();
  const text =
    problem && (typeof problem == 'string' ? t(`password.problems.${problem}`, PASSWORD_LIMITS) : problem.words);
  return (
    <>
      <TextField
        id={`${id}-new`}
        type="password"
        label={t('password.new')}
        value={password}
        onValue={onPassword}
        autoComplete="new-password"
        required
        focus={focus}
        hint={t('password.rule', PASSWORD_LIMITS)}
        error={problem != 'mismatch' ? text : undefined}
      />
      <TextField
        id={`${id}-repeat`}
        type="password"
        label={t('password.repeat')}
        value={repeat}
        onValue={onRepeat}
        autoComplete="new-password"
        required
        error={problem == 'mismatch' ? text : undefined}
      />
    </>
  );
}
