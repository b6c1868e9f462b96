// The rating form: a bottom drawer on phones, a dialog on desktop. The agent's form has the
// stars (a radio group: arrow keys move the choice), the star's guide and labels, solved or
// not when configured, and a comment of at most 60 characters (hidden at 5 stars); the
// robot's has solved or not, the robot's labels and a comment. A modal layer: focus moves in
// and back, Escape closes the form only.
import '../../styles/dialogs.lazy.css';
import { useStore } from '@nanostores/react';
import { RATING_COMMENT_MAX, STAR_MAX, STAR_MIN } from '@shared/constants';
import {
  chooseStar,
  limitComment,
  NEW_RATING,
  type RatingDraft,
  requiredParts,
  showsComment,
  starOf,
  tagsFor,
} from '@shared/rating';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { $ratingForm, closeRating, type RatingForm as Form } from '../../stores/rating';
import { submitRating } from '../../stores/ratingSubmit';
import { $variant } from '../../stores/viewport';
import { useModal } from './layers';
import { ratingTextsReady } from './ratingTexts';

// The form's own texts come with it (widget/locales/rating).
await ratingTextsReady;

const STARS = Array.from({ length: STAR_MAX - STAR_MIN + 1 }, (_, index) => STAR_MIN + index);

export default function RatingForm() {
  const form = useStore($ratingForm);
  return form ? <RatingDialog form={form} /> : null;
}

function RatingDialog({ form }: { form: Form }) {
  const t = useT();
  const variant = useStore($variant);
  const [draft, setDraft] = useState<RatingDraft>(NEW_RATING);
  const box = useRef<HTMLFormElement>(null);
  useModal(box, closeRating);
  const { kind, info } = form;
  const star = starOf(info, draft.star);
  const tags = tagsFor(kind, info, draft.star, (key) => t(`rating.tag.${key}`));
  const withComment = showsComment(kind, draft.star);
  const withSolved = kind == 'robot' || info.evaluateAdminSolve == 1;
  // Marked before Submit: what this star asks for is never a surprise.
  const required = requiredParts(kind, info, draft.star);
  const mark = (part: boolean) => part && <RequiredMark />;

  // A failed check takes the focus to what it is about.
  useEffect(() => {
    if (form.issue) box.current?.querySelector<HTMLElement>(`[data-part="${ISSUE_PART[form.issue]}"]`)?.focus();
  }, [form.issue]);

  const toggleTag = (tag: string) =>
    setDraft({
      ...draft,
      tags: draft.tags.includes(tag) ? draft.tags.filter((chosen) => chosen != tag) : [...draft.tags, tag],
    });

  return (
    <div class={`overlay${variant == 'mobile' ? ' overlay--bottom' : ''}`}>
      <form
        ref={box}
        class={variant == 'mobile' ? 'drawer rating' : 'dialog rating'}
        role="dialog"
        aria-modal="true"
        aria-labelledby="rating-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submitRating(draft);
        }}
      >
        <div class="drawer__head">
          <h2 id="rating-title">{t(kind == 'robot' ? 'rating.titleRobot' : 'rating.titleAgent')}</h2>
          <button type="button" class="chat-header__icon" aria-label={t('common.close')} onClick={closeRating}>
            ×
          </button>
        </div>

        {kind == 'agent' && (
          <fieldset class="rating__stars">
            <legend class="visually-hidden">{t('rating.stars')}</legend>
            {STARS.map((value) => (
              <label key={value} class={`rating__star${value <= draft.star ? ' rating__star--on' : ''}`}>
                <input
                  type="radio"
                  name="rating-star"
                  class="visually-hidden"
                  value={value}
                  checked={draft.star == value}
                  onChange={() => setDraft(chooseStar(draft, value))}
                />
                <span aria-hidden="true">★</span>
                <span class="visually-hidden">{t('rating.starCount', { count: value })}</span>
              </label>
            ))}
          </fieldset>
        )}
        {kind == 'agent' && star?.levelGuideMsg && (
          <p class="rating__guide" aria-live="polite">
            {star.levelGuideMsg}
          </p>
        )}

        {withSolved && (
          <fieldset
            class="rating__solved"
            data-part="solved"
            tabIndex={-1}
            {...invalidIf(form.issue == 'evaSolvedSelect')}
          >
            <legend class="field__label">
              {t('rating.solvedQuestion')}
              {mark(required.solved)}
            </legend>
            {([1, 0] as const).map((solved) => (
              <label key={solved} class="chip-choice">
                <input
                  type="radio"
                  name="rating-solved"
                  checked={draft.solved == solved}
                  onChange={() => setDraft({ ...draft, solved })}
                />
                {t(solved ? 'rating.solved' : 'rating.unsolved')}
              </label>
            ))}
          </fieldset>
        )}

        {tags.length > 0 && (
          <fieldset class="rating__tags" data-part="tags" tabIndex={-1} {...invalidIf(form.issue == 'evaLabelSelect')}>
            <legend class="field__label">
              {t('rating.tags')}
              {mark(required.tags)}
            </legend>
            {tags.map((tag) => (
              <label key={tag} class="chip-choice">
                <input type="checkbox" checked={draft.tags.includes(tag)} onChange={() => toggleTag(tag)} />
                {tag}
              </label>
            ))}
            {required.tags && <p class="field__hint">{t('rating.tagsRule')}</p>}
          </fieldset>
        )}

        {withComment && (
          <div class="field">
            <label class="field__label" for="rating-comment">
              {(kind == 'agent' && star?.evaluateGuideMsg) || t('rating.comment')}
              {mark(required.comment)}
            </label>
            <textarea
              id="rating-comment"
              class="field__input"
              data-part="comment"
              rows={3}
              maxLength={RATING_COMMENT_MAX}
              value={draft.comment}
              onInput={(event) =>
                setDraft({ ...draft, comment: limitComment((event.target as HTMLTextAreaElement).value) })
              }
              required={required.comment}
              {...invalidIf(form.issue == 'evaConInput')}
            />
            <span class="rating__count" aria-live="polite">
              {[...draft.comment].length}/{RATING_COMMENT_MAX}
            </span>
          </div>
        )}

        {(form.issue || form.error) && (
          <p id="rating-issue" class="field__error" role="alert">
            {form.issue ? t(`rating.${form.issue}`) : t(form.error!, { defaultValue: form.error })}
          </p>
        )}
        <button type="submit" class="button button--primary button--block" disabled={form.sending}>
          {t('rating.submit')}
        </button>
      </form>
    </div>
  );
}

/** Where a failed check takes the focus. */
const ISSUE_PART = { evaSolvedSelect: 'solved', evaConInput: 'comment', evaLabelSelect: 'tags' } as const;

const invalidIf = (invalid: boolean) =>
  invalid ? { 'aria-invalid': true as const, 'aria-describedby': 'rating-issue' } : {};

/** The forms' required mark (as on the leave-message form's fields). */
const RequiredMark = () => <span aria-hidden="true"> *</span>;
