// The rating form's rules (the chat spec §3–5, the leave-message spec §3 and §5;
// docs/decisions.md#robot-rating, #rating-comment-length, #comment-box): who is rated, which
// labels are offered, what must be filled for the chosen star, and what is sent.
import type { EvaluateInfo, EvaluateStar } from './api';
import type { VisitorRequest } from './api/requests';
import { RATING_COMMENT_MAX, STAR_MAX } from './constants';

/** The robot when no agent took part in the conversation, the agent otherwise. */
export type RatingKind = 'robot' | 'agent';

export interface RatingDraft {
  /** 1–5, the agent's form only */
  star: number;
  tags: readonly string[];
  /** 1 solved, 0 not solved; undefined until the visitor answers */
  solved?: 0 | 1;
  comment: string;
}

/** Spec: stars 1 to 5, default 5. Solved or not is the visitor's to say: nothing is chosen for them. */
export const NEW_RATING: RatingDraft = { star: STAR_MAX, tags: [], comment: '' };

/** The spec's four labels of each form, for a configuration that names none: keys of the
 *  widget's `rating.tag` texts, so a visitor reads (and sends) them in their own language. */
const DEFAULT_TAG_KEYS: Record<RatingKind, readonly string[]> = {
  robot: ['irrelevant', 'poorUnderstanding', 'cannotAnswer', 'rude'],
  agent: ['badAttitude', 'untimely', 'notSolved', 'rude'],
};

export const starOf = (info: EvaluateInfo, star: number): EvaluateStar | undefined =>
  info.starList.find((entry) => entry.star == star);

const splitTags = (levelTag: string) =>
  levelTag
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The labels offered: the chosen star's (agent), else the configuration's list, else the spec's four in the visitor's words. */
export function tagsFor(
  kind: RatingKind,
  info: EvaluateInfo,
  star: number,
  textOfTag: (key: string) => string,
): readonly string[] {
  if (kind == 'agent') {
    const chosen = starOf(info, star);
    const ofStar = chosen?.select.length
      ? chosen.select.map((option) => option.name)
      : splitTags(chosen?.levelTag ?? '');
    if (ofStar.length) return ofStar;
  }
  const configured = kind == 'robot' ? info.robotTags : info.agentTags;
  return configured.length ? configured : DEFAULT_TAG_KEYS[kind].map(textOfTag);
}

/** (docs/decisions.md#comment-box) the agent's comment is hidden at 5 stars; the robot's form has no stars. */
export const showsComment = (kind: RatingKind, star: number) => kind == 'robot' || star < STAR_MAX;

/** Choosing a star resets labels and comment (spec). */
export const chooseStar = (draft: RatingDraft, star: number): RatingDraft => ({
  ...draft,
  star,
  tags: [],
  comment: '',
});

/** The comment as typed, cut to the limit (60 characters, docs/decisions.md#rating-comment-length). */
export const limitComment = (comment: string) => [...comment].slice(0, RATING_COMMENT_MAX).join('');

export type RatingIssue = 'evaSolvedSelect' | 'evaConInput' | 'evaLabelSelect';

export interface RequiredParts {
  /** The robot's form: `evaluateRobotSolve` is what makes a rating the robot's. */
  solved: boolean;
  /** The chosen star's `evaluateMsgRequired`, while the comment box shows. */
  comment: boolean;
  /** The chosen star's `levelTagRequired` (a form always offers labels: `tagsFor`). */
  tags: boolean;
}

/** What the form requires for the chosen star: marked on the form before Submit, checked at Submit. */
export function requiredParts(kind: RatingKind, info: EvaluateInfo, star: number): RequiredParts {
  if (kind == 'robot') return { solved: true, comment: false, tags: false };
  const chosen = starOf(info, star);
  return {
    solved: false,
    comment: Boolean(chosen?.evaluateMsgRequired) && showsComment(kind, star),
    tags: Boolean(chosen?.levelTagRequired),
  };
}

/** What the chosen star requires and the draft lacks: solved or not, the comment, then a label (spec §5). */
export function ratingIssue(kind: RatingKind, info: EvaluateInfo, draft: RatingDraft): RatingIssue | undefined {
  const required = requiredParts(kind, info, draft.star);
  if (required.solved && draft.solved === undefined) return 'evaSolvedSelect';
  if (required.comment && !draft.comment.trim()) return 'evaConInput';
  if (required.tags && draft.tags.length == 0) return 'evaLabelSelect';
  return undefined;
}

export type RatingPayload = Omit<VisitorRequest<'evaluate'>, 'userId'>;

/** What `evaluate` is sent: the robot's payload or the agent's (spec §3), labels comma-joined. */
export function ratingPayload(kind: RatingKind, info: EvaluateInfo, draft: RatingDraft): RatingPayload {
  const comment = showsComment(kind, draft.star) ? limitComment(draft.comment.trim()) : '';
  if (kind == 'robot')
    return {
      evaluateRobotTag: draft.tags.join(','),
      evaluateRobotSolve: draft.solved,
      evaluateRobotMode: 1,
      evaluateRobotContent: comment,
    };
  return {
    evaluateAdminStar: draft.star,
    evaluateAdminTag: draft.tags.join(','),
    evaluateAdminContent: comment,
    evaluateAdminMode: 1,
    ...(info.evaluateAdminSolve == 1 && draft.solved !== undefined && { evaluateAdminSolve: draft.solved }),
  };
}
