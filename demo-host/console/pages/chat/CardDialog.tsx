// The form for a goods or an order card: the fields of the card kind, checked by the same
// rule the server applies, sent as the card's JSON text.

import { CARD_FIELDS, type CardKind, checkCard } from '@shared/cards';
import { useState } from 'react';
import { focusOnMount } from '../../components/focusOnMount';
import { useT } from '../../i18n';

/** The title first: it is the one a card needs. */
const fieldsOf = (kind: CardKind) => ['title', ...CARD_FIELDS[kind].filter((field) => field != 'title')];

interface Props {
  kind: CardKind;
  onSend: (content: string) => Promise<void>;
  onClose: () => void;
}

export function CardDialog({ kind, onSend, onClose }: Props) {
  const t = useT();
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ field: string; error: string }>();
  const heading = t(kind == 'goods' ? 'card.goodsHeading' : 'card.orderHeading');
  return (
    <div class="modal" role="presentation" onKeyDown={(event) => event.key == 'Escape' && onClose()}>
      <form
        class="modal__box"
        role="dialog"
        aria-modal="true"
        aria-label={heading}
        onSubmit={async (event) => {
          event.preventDefault();
          const check = checkCard(kind, values);
          if (!check.ok) return setProblem(check);
          await onSend(JSON.stringify(check.card));
          onClose();
        }}
      >
        <h2>{heading}</h2>
        {fieldsOf(kind).map((field, index) => (
          <label key={field} class="field">
            <span>{t(`card.fields.${field}`)}</span>
            <input
              value={values[field] ?? ''}
              ref={index == 0 ? focusOnMount : undefined}
              aria-invalid={problem?.field == field}
              onInput={(event) => setValues({ ...values, [field]: (event.target as HTMLInputElement).value })}
            />
            {problem?.field == field && (
              <span role="alert" class="error">
                {t(`card.errors.${problem.error}`)}
              </span>
            )}
          </label>
        ))}
        <div class="modal__actions">
          <button type="button" class="button" onClick={onClose}>
            {t('card.cancel')}
          </button>
          <button type="submit" class="button button--primary">
            {t('card.send')}
          </button>
        </div>
      </form>
    </div>
  );
}
