// One part of a tried question (a two-part question has two): the decision and why, the terms
// searched, and the documents weighed, best first, each with its score, confidence, coverage and the terms
// it matched and how; "Add as a phrasing" and "Open" on each.
import { useStore } from '@nanostores/react';
import type { RobotCandidate, RobotTrialPart } from '@shared/api/knowledge';
import { $language, useT } from '../../i18n';
import { decisionReasonText } from './decisionReason';

interface Props {
  part: RobotTrialPart;
  /** Its number when the question has several parts. */
  number: number | undefined;
  onAdd: (docId: number) => void;
  onOpen: (docId: number) => void;
}

function Candidate({
  candidate,
  chosen,
  onAdd,
  onOpen,
}: { candidate: RobotCandidate; chosen: string } & Pick<Props, 'onAdd' | 'onOpen'>) {
  const t = useT();
  const language = useStore($language) ?? 'en';
  const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  return (
    <li class="kb-candidate">
      <div class="kb-candidate__head">
        <strong>{candidate.question}</strong>
        {chosen && <span class="pill pill--done">{chosen}</span>}
      </div>
      <p class="kb-candidate__scores">
        {t('knowledge.candidate.scores', {
          score: decimal.format(candidate.score),
          confidence: decimal.format(candidate.confidence),
          coverage: percent.format(candidate.coverage),
        })}
      </p>
      {candidate.matched.length > 0 && (
        <ul class="kb-candidate__terms" aria-label={t('knowledge.candidate.matched')}>
          {candidate.matched.map((match, index) => (
            <li key={index}>
              {match.term == match.docTerm ? match.term : `${match.term} → ${match.docTerm}`}{' '}
              <span class={`pill kb-match kb-match--${match.match}`}>{t(`knowledge.match.${match.match}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <div class="kb-candidate__actions">
        <button type="button" class="button button--small" onClick={() => onAdd(candidate.docId)}>
          {t('knowledge.candidate.add')}
          <span class="sr-only">: {candidate.question}</span>
        </button>
        <button type="button" class="button button--small" onClick={() => onOpen(candidate.docId)}>
          {t('knowledge.candidate.open')}
          <span class="sr-only">: {candidate.question}</span>
        </button>
      </div>
    </li>
  );
}

export function TrialPart({ part, number, onAdd, onOpen }: Props) {
  const t = useT();
  const language = useStore($language) ?? 'en';
  const chosen = part.decision == 'answer' ? t('knowledge.candidate.answered') : t('knowledge.candidate.offered');
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  return (
    <section
      class="kb-part"
      aria-label={number ? t('knowledge.trial.part', { number }) : t('knowledge.trial.candidates')}
    >
      <h4>{number ? t('knowledge.trial.partOf', { number, text: part.text }) : t('knowledge.trial.candidates')}</h4>
      <p class="kb-part__facts">
        <span class={`pill kb-decision kb-decision--${part.decision}`}>{t(`knowledge.decision.${part.decision}`)}</span>{' '}
        {part.terms.length > 0 && t('knowledge.trial.terms', { terms: part.terms.join(' · ') })}
      </p>
      <p class="kb-part__reason">{decisionReasonText(part.reason, t, language)}</p>
      {part.outOfScope !== undefined && (
        <p class="kb-part__scope">
          {t('knowledge.outOfScope', {
            value: percent.format(part.outOfScope),
          })}
        </p>
      )}
      {part.odds && (
        <p class="kb-part__odds">
          {t('knowledge.odds', {
            value: percent.format(part.odds.value),
            needed: percent.format(part.odds.needed),
          })}
        </p>
      )}
      {part.candidates.length ? (
        <ol class="kb-candidates">
          {part.candidates.map((candidate) => (
            <Candidate
              key={candidate.docId}
              candidate={candidate}
              chosen={candidate.docId == part.docId ? chosen : ''}
              onAdd={onAdd}
              onOpen={onOpen}
            />
          ))}
        </ol>
      ) : (
        <p class="muted">{t('knowledge.trial.noCandidates')}</p>
      )}
    </section>
  );
}
