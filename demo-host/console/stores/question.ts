// One question at a time for the agent, answered by one of its choices or dismissed
// (Escape, Cancel): "End this chat?", "Recall this message?", "Going away: keep or return?".
import { atom } from 'nanostores';

export interface Choice<V extends string = string> {
  value: V;
  label: string;
  danger?: boolean;
}

export interface Question {
  title: string;
  text?: string;
  choices: Choice[];
  answer: (value: string | undefined) => void;
}

export const $question = atom<Question | undefined>(undefined);

/** The chosen value, or undefined when the agent dismissed the question. */
export function ask<V extends string>(title: string, choices: Choice<V>[], text?: string): Promise<V | undefined> {
  $question.get()?.answer(undefined);
  return new Promise((resolve) => {
    $question.set({
      title,
      text,
      choices,
      answer: (value) => {
        $question.set(undefined);
        resolve(value as V | undefined);
      },
    });
  });
}
