// A question written the way visitors type, with the documents that answer it in the demo
// knowledge base: the development sets (devSet.*.ts, which the robot is tuned on) and the
// held-out test sets (testSet.*.ts, which nothing may be tuned on: read their totals only).
//
// docIds: [] when the knowledge base does not cover the question (the robot should not
// answer it), one id for an ordinary question, two for a two-part question (one per part).
// The demo's translated knowledge bases number their docs as the English one: en 1001-1041,
// es 3001-3041, de 4001-4041, fr 5001-5041, ja 6001-6041, ar 7001-7041 (doc 1000 + n in
// English is doc 3000 + n in Spanish, and so on); Chinese has its own docs, 2001-2041.

export type QuestionKind = 'paraphrase' | 'typo' | 'long' | 'two-part' | 'short' | 'uncovered' | 'no-punctuation';

export interface VisitorQuestion {
  question: string;
  docIds: number[];
  kind: QuestionKind;
}
