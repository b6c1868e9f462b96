// The agents every bench server has (benchServer.ts): [adminId, login, nick]. The delivery
// bench logs in the first; the soak both, each through an instance of its own.
export const BENCH_AGENTS = [
  [900, 'bench', 'Bench'],
  [901, 'bench2', 'Bench 2'],
] as const;

export const BENCH_PASSWORD = 'bench-password';
