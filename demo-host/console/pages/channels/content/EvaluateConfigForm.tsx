// The tenant's rating form, which every channel of the tenant shows: per star its labels, guide
// texts and what is required, the robot's labels, and whether the agent's form asks "solved?".
// Edited here as a draft of its own and saved with its own button, apart from the channel.
import { useStore } from '@nanostores/react';
import type { EvaluateInfo } from '@shared/api';
import { useEffect, useState } from 'react';
import { errorText } from '../../../components/errorText';
import { useT } from '../../../i18n';
import { $evaluateConfig, evaluateConfigOf, loadEvaluateConfig, saveEvaluateConfig } from '../../../stores/tenantSetup';
import { FieldGroup, Toggle } from '../fields';
import { CONTENT_LIMITS } from './limits';
import { NameList } from './NameList';
import { LABEL_SEPARATOR, RATING_PATH, ratingProblems } from './ratingForm';
import { SaveButton } from './SaveButton';
import { StarFields } from './StarFields';

const same = (a: EvaluateInfo, b: EvaluateInfo) =>
  JSON.stringify(evaluateConfigOf(a)) == JSON.stringify(evaluateConfigOf(b));

/** Keyed by the tenant where it is used: another tenant's form starts without this one's draft. */
export function EvaluateConfigForm({ tenantId }: { tenantId: string }) {
  const t = useT();
  const stored = useStore($evaluateConfig);
  const [draft, setDraft] = useState<EvaluateInfo>();
  const [failure, setFailure] = useState('');
  useEffect(() => {
    loadEvaluateConfig(tenantId).catch((error: unknown) => setFailure(errorText(t, error)));
  }, [tenantId, t]);

  if (failure)
    return (
      <p role="alert" class="error">
        {failure}
      </p>
    );
  const saved = stored?.tenantId == tenantId ? evaluateConfigOf(stored.value) : undefined;
  if (!saved) return <p class="field__hint">{t('channelContent.tenant.loading')}</p>;
  const shown: EvaluateInfo = draft ?? saved;
  const problems = ratingProblems(shown, {
    blank: t('channelContent.rating.blank'),
    tooLong: t('channelContent.rating.tooLong', { max: CONTENT_LIMITS.levelTag }),
    noTags: t('channelContent.rating.noTags'),
  });
  const change = (patch: Partial<EvaluateInfo>) => setDraft({ ...shown, ...patch });

  return (
    <div class="content-tenant">
      <p class="content-tenant__note">{t('channelContent.rating.tenantNote')}</p>
      {shown.starList.map((star, index) => (
        <StarFields
          key={star.star}
          star={star}
          index={index}
          problems={problems}
          onStar={(next) => change({ starList: shown.starList.map((old, at) => (at == index ? next : old)) })}
        />
      ))}
      <FieldGroup title={t('channelContent.rating.robot')}>
        <NameList
          path={`${RATING_PATH}robotTags`}
          entryLabel={t('channelContent.rating.label')}
          help={t('channelContent.rating.robotTagsHelp', {
            most: CONTENT_LIMITS.robotTags,
            max: CONTENT_LIMITS.robotTag,
          })}
          names={shown.robotTags}
          onNames={(robotTags) => change({ robotTags })}
          max={CONTENT_LIMITS.robotTags}
          maxLength={CONTENT_LIMITS.robotTag}
          addLabel={t('channelContent.rating.addLabel')}
          problems={problems}
          forbidden={LABEL_SEPARATOR}
        />
        {problems.some((problem) => problem.field == `${RATING_PATH}robotTags`) && (
          <p role="alert" class="error field__error">
            {t('channelContent.rating.noTags')}
          </p>
        )}
      </FieldGroup>
      <Toggle
        path={`${RATING_PATH}evaluateAdminSolve`}
        label={t('channelContent.rating.askSolved')}
        help={t('channelContent.rating.askSolvedHelp')}
        value={shown.evaluateAdminSolve}
        onValue={(evaluateAdminSolve) => change({ evaluateAdminSolve })}
      />
      <SaveButton
        label={t('channelContent.rating.save')}
        dirty={!same(shown, saved)}
        blocked={problems.length > 0}
        save={async () => {
          await saveEvaluateConfig(tenantId, shown);
          setDraft(undefined);
        }}
      />
    </div>
  );
}
