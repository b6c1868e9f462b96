// What the agent's console costs the server as its lists grow: `sessions` (every summary of
// the agent's conversations) with 200 conversations open, each with a message from its
// visitor. Reported by `npm run bench`, never asserted.

import { AGENT_API, type SessionStart, VISITOR_API } from '@shared/api';
import { MSG_TYPE } from '@shared/codes';
import autocannon from 'autocannon';
import { BENCH_AGENTS, BENCH_PASSWORD } from './benchAgents';
import { mustPost } from './postJson';

const randomId = () => Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

export interface SummariesFigure {
  conversations: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** `conversations` visitors talking to the first bench agent, then its `sessions` called for `seconds`. */
export async function summariesBench(
  base: string,
  conversations = 200,
  seconds = 10,
  connections = 4,
): Promise<SummariesFigure> {
  const [, login] = BENCH_AGENTS[0];
  const { token } = await mustPost<{ token: string }>(base + AGENT_API + 'login', { login, password: BENCH_PASSWORD });
  await mustPost(base + AGENT_API + 'status', { online: true }, token);
  for (let start = 0; start < conversations; start += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, conversations - start) }, async (_, index) => {
        const userId = randomId();
        const visitor = await mustPost<SessionStart>(base + VISITOR_API + 'chatStart', {
          channelId: 'demo',
          userId,
          userName: `Bench ${start + index}`,
        });
        await mustPost(base + VISITOR_API + 'transferAgent', { userId }, visitor.token);
        await mustPost(
          base + VISITOR_API + 'sendMsg',
          { userId, clientId: randomId(), msgType: MSG_TYPE.text, msgContent: 'Where is my order?' },
          visitor.token,
        );
      }),
    );
  const { active } = await mustPost<{ active: unknown[] }>(base + AGENT_API + 'sessions', {}, token);
  if (active.length < conversations)
    throw new Error(`bench: ${active.length} conversations with the agent, not ${conversations}`);
  const result = await autocannon({
    url: base + AGENT_API + 'sessions',
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: '{}',
    connections,
    duration: seconds,
  });
  await mustPost(base + AGENT_API + 'status', { online: false }, token);
  return {
    conversations,
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** `engine`: said after the figure's name when it is not SQLite. */
export const printSummaries = (figure: SummariesFigure, engine?: string) =>
  console.log(
    `agent sessions${engine ? `, ${engine}` : ''} (${figure.conversations} summaries)  ${Math.round(figure.perSecond)} /s   p50 ${figure.p50Ms} ms   p99 ${figure.p99Ms} ms   errors ${figure.errors}`,
  );
