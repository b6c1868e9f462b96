import { it } from 'vitest';
import { createRobot } from '../../../demo-host/server/robot/robot';
import { DEMO_KNOWLEDGE_BASE } from '../../../demo-host/server/robot/demoKnowledgeBase';
it('self', () => {
  const robot = createRobot(DEMO_KNOWLEDGE_BASE);
  let ok = 0; const bad: string[] = [];
  for (const d of DEMO_KNOWLEDGE_BASE) { const a = robot.ask(d.question, { tenantId: 'demo' }); if (a.answerType === 1 && a.doc!.docId === d.docId) ok++; else bad.push(`${d.docId} t=${a.answerType} ${d.question}`); }
  let sok = 0, sn = 0;
  for (const d of DEMO_KNOWLEDGE_BASE) for (const q of d.similar) { sn++; const a = robot.ask(q, { tenantId: 'demo' }); if (a.answerType === 1 && a.doc!.docId === d.docId) sok++; }
  console.log('SELF', ok, DEMO_KNOWLEDGE_BASE.length, 'similar', sok, sn, '\n' + bad.join('\n'));
});
