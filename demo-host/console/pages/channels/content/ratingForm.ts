// The tenant's rating form as the editor changes it: a star's labels are one list of names,
// written both ways the widget reads them (shared/rating.ts tagsFor: the select list first, the
// comma-separated levelTag else), and what would make the server refuse it, by field path.
import type { EvaluateInfo, EvaluateStar } from '@shared/api';
import type { SettingsProblem } from '@shared/channelRules';
import { CONTENT_LIMITS } from './limits';

/** A star's labels: its select list, or for a configuration that has only levelTag, that. */
export function labelsOf(star: EvaluateStar): string[] {
  if (star.select.length) return star.select.map((option) => option.name);
  return star.levelTag
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The star with these labels, in both of its fields. */
export const withLabels = (star: EvaluateStar, names: readonly string[]): EvaluateStar => ({
  ...star,
  select: names.map((name, index) => ({ name, value: String(index + 1) })),
  levelTag: names.join(','),
});

/** A label cannot hold the comma that separates levelTag's labels. */
export const LABEL_SEPARATOR = /,/g;

/** The rating form's fields are named under this, apart from the channel's own. */
export const RATING_PATH = 'evaluate.';

/** What the rating form's schema would refuse, each at its field; empty when it may be saved. */
export function ratingProblems(info: EvaluateInfo, words: { blank: string; tooLong: string; noTags: string }) {
  const problems: SettingsProblem[] = [];
  info.starList.forEach((star, index) => {
    star.select.forEach((option, at) => {
      if (!option.name.trim())
        problems.push({ field: `${RATING_PATH}starList.${index}.select.${at}.name`, message: words.blank });
    });
    if (star.levelTag.length > CONTENT_LIMITS.levelTag)
      problems.push({ field: `${RATING_PATH}starList.${index}.select`, message: words.tooLong });
  });
  if (!info.robotTags.length) problems.push({ field: `${RATING_PATH}robotTags`, message: words.noTags });
  info.robotTags.forEach((tag, index) => {
    if (!tag.trim()) problems.push({ field: `${RATING_PATH}robotTags.${index}`, message: words.blank });
  });
  return problems;
}
