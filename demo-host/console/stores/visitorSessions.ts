// A visitor's conversations with the tenant, newest first, for the visitor panel.
import type { VisitorSession } from '@shared/api';
import { callAgent } from '../api/agentClient';

export const fetchVisitorSessions = async (userId: string): Promise<VisitorSession[]> =>
  (await callAgent('visitorSessions', { userId })).list;
