// How many turns the event loop takes while `work` runs: a build in the background lets it turn.
export async function turnsDuring(work: () => Promise<void>): Promise<number> {
  let turns = 0;
  let working = true;
  const count = () => {
    turns++;
    if (working) setImmediate(count);
  };
  setImmediate(count);
  await work();
  working = false;
  return turns;
}
