// Why the robot decided a part as it did, in the owner's words (RobotDecisionReason): the rule
// that answered, or the figure that held the best document back against the one needed, and
// then how to fix the miss.
import type { RobotDecisionReason } from '@shared/api/knowledge';
import type { TextFunction } from '@shared/ui/texts';

/** The figures read as shares of a whole. */
const SHARES = new Set(['confidence', 'coverage', 'phrasingCoverage', 'notCovered', 'unlikely']);

/** The reason's sentence, and the fix where the robot held back or offered nothing. */
export function decisionReasonText(reason: RobotDecisionReason, t: TextFunction, language: string): string {
  if (!('value' in reason)) return t(`knowledge.reason.${reason.rule}`);
  const format = SHARES.has(reason.rule)
    ? new Intl.NumberFormat(language, { style: 'percent' })
    : new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const said = t(`knowledge.reason.${reason.rule}`, {
    value: format.format(reason.value),
    needed: format.format(reason.needed),
  });
  // A question the owner ruled out says its own fix.
  return reason.rule == 'notCovered' ? said : `${said} ${t('knowledge.reasonFix')}`;
}
