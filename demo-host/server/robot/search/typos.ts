// One typo apart, found by deletions (the SymSpell idea): two words are one edit apart when
// one of them with a letter removed is the other, or both are the same with one letter
// removed (a substitution, or two neighbours swapped at the cost of a second edit not
// counted). The index keeps each term under its neighbours; a question's term looks its own up.

/** The word itself and the word with each one letter removed. */
export function typoNeighbours(word: string): string[] {
  const letters = [...word];
  const found = new Set([word]);
  for (let i = 0; i < letters.length; i++) found.add(letters.slice(0, i).join('') + letters.slice(i + 1).join(''));
  return [...found];
}
