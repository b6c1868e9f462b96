// One star of the tenant's rating form: the labels a visitor may pick, the guide texts, and
// whether a comment and a label are required at that star.
import type { EvaluateStar } from '@shared/api';
import type { SettingsProblem } from '@shared/channelRules';
import { useT } from '../../../i18n';
import { FieldGroup, problemAt, TextInput, Toggle } from '../fields';
import { CONTENT_LIMITS } from './limits';
import { NameList } from './NameList';
import { LABEL_SEPARATOR, labelsOf, RATING_PATH, withLabels } from './ratingForm';

interface Props {
  star: EvaluateStar;
  index: number;
  onStar: (star: EvaluateStar) => void;
  problems: readonly SettingsProblem[];
}

export function StarFields({ star, index, onStar, problems }: Props) {
  const t = useT();
  const L = CONTENT_LIMITS;
  const at = `${RATING_PATH}starList.${index}`;
  const labels = labelsOf(star);
  return (
    <FieldGroup title={t('channelContent.rating.star', { n: star.star })}>
      <NameList
        path={`${at}.select`}
        entryKey="name"
        entryLabel={t('channelContent.rating.label')}
        help={t('channelContent.rating.labelsHelp', { most: L.starLabels, max: L.starLabel })}
        names={labels}
        onNames={(names) => onStar(withLabels(star, names))}
        max={L.starLabels}
        maxLength={L.starLabel}
        addLabel={t('channelContent.rating.addLabel')}
        problems={problems}
        forbidden={LABEL_SEPARATOR}
      />
      {problems.some((problem) => problem.field == `${at}.select`) && (
        <p role="alert" class="error field__error">
          {problemAt(problems, `${at}.select`)}
        </p>
      )}
      <TextInput
        path={`${at}.levelGuideMsg`}
        label={t('channelContent.rating.levelGuide')}
        help={t('channelContent.rating.levelGuideHelp', { max: L.levelGuide })}
        value={star.levelGuideMsg}
        maxLength={L.levelGuide}
        onValue={(levelGuideMsg) => onStar({ ...star, levelGuideMsg })}
      />
      <TextInput
        path={`${at}.evaluateGuideMsg`}
        label={t('channelContent.rating.commentGuide')}
        help={t('channelContent.rating.commentGuideHelp', { max: L.evaluateGuide })}
        value={star.evaluateGuideMsg}
        maxLength={L.evaluateGuide}
        onValue={(evaluateGuideMsg) => onStar({ ...star, evaluateGuideMsg })}
      />
      <div class="content-entry__row">
        <Toggle
          path={`${at}.evaluateMsgRequired`}
          label={t('channelContent.rating.commentRequired')}
          help={t('channelContent.rating.commentRequiredHelp')}
          value={star.evaluateMsgRequired}
          onValue={(evaluateMsgRequired) => onStar({ ...star, evaluateMsgRequired })}
        />
        <Toggle
          path={`${at}.levelTagRequired`}
          label={t('channelContent.rating.labelRequired')}
          help={t('channelContent.rating.labelRequiredHelp')}
          value={star.levelTagRequired}
          onValue={(levelTagRequired) => onStar({ ...star, levelTagRequired })}
        />
      </div>
    </FieldGroup>
  );
}
