// The side bar's frequent questions: each question is a disclosure button showing its answer.

import type { SideBarConfig } from '@shared/api';
import { useId, useState } from 'react';

export function QuestionList({ items }: { items: SideBarConfig['questionList'] }) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <ul class="question-list">
      {items.map((item, index) => (
        <li key={index} class="question-list__item">
          <button
            type="button"
            class="question-list__question"
            aria-expanded={open.has(index)}
            aria-controls={`${id}-${index}`}
            onClick={() => toggle(index)}
          >
            {item.question}
          </button>
          <p id={`${id}-${index}`} class="question-list__answer" hidden={!open.has(index)}>
            {item.answer}
          </p>
        </li>
      ))}
    </ul>
  );
}
