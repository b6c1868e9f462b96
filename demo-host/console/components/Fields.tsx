// Labelled values as a description list: the visitor panel's rows, a work order's facts.
import type { ReactNode } from 'react';

export type Field = [label: string, value: ReactNode];

export function Fields({ rows, class: className }: { rows: Field[]; class?: string }) {
  return (
    <dl class={className}>
      {rows.map(([label, value], index) => (
        <div key={index}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
