// What is wrong at a field of the Mail form, in the admin's words; the server's own words when
// it refused, at the line of the address it named.
import { OUTGOING_LIMITS } from '@shared/api/outgoing';
import type { TextFunction } from '@shared/ui/texts';
import type { MailProblem } from '../../stores/mailDraftRules';

export function mailProblemText(t: TextFunction, problem: MailProblem): string {
  switch (problem.kind) {
    case 'badAddress':
      return t('mail.problem.badAddress', { line: problem.line, address: problem.address });
    case 'tooLong':
      return t('mail.problem.tooLong', { line: problem.line, address: problem.address, max: OUTGOING_LIMITS.address });
    case 'tooMany':
      return t('mail.problem.tooMany', { line: problem.line, max: OUTGOING_LIMITS.addresses });
    case 'minutes':
      return t('mail.problem.minutes', { max: OUTGOING_LIMITS.waitingMinutes });
    case 'server':
      return problem.line === undefined
        ? problem.message.charAt(0).toUpperCase() + problem.message.slice(1)
        : t('mail.problem.serverLine', { line: problem.line, message: problem.message });
  }
}
