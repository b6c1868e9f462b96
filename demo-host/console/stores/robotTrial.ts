// "Try the robot" on the Knowledge page: the question an owner types, the channel, the
// visitor's locale and a previous question to pretend (all optional), and what the robot would answer, with its
// candidates and why. Nothing is written: no conversation, no visitor, no rating.
import type { RobotTrial } from '@shared/api/knowledge';
import { atom } from 'nanostores';
import { callAdmin } from '../api/agentClient';
import { $me } from './auth';
import { shownTenant, tenantField } from './shownTenant';

export interface TrialInput {
  question: string;
  /** '' for none: the robot as no channel in particular answers. */
  channelId: string;
  /** '' for none. */
  locale: string;
  /** The visitor's previous question to pretend ('' for none): a follow-up is read after it. */
  previous: string;
}

const EMPTY_INPUT: TrialInput = { question: '', channelId: '', locale: '', previous: '' };

export const $trialInput = atom<TrialInput>(EMPTY_INPUT);
/** The last answer and the question it answers (the box may have changed since); undefined before the first. */
export const $trial = atom<{ question: string; result: RobotTrial } | undefined>(undefined);
export const $trying = atom(false);

export const editTrial = (patch: Partial<TrialInput>) => $trialInput.set({ ...$trialInput.get(), ...patch });

/** The request of a trial: the questions trimmed, an empty choice left out. */
export function trialRequest({ question, channelId, locale, previous }: TrialInput) {
  return {
    question: question.trim(),
    ...(channelId ? { channelId } : {}),
    ...(locale ? { locale } : {}),
    ...(previous.trim() ? { previousQuestion: previous.trim() } : {}),
  };
}

export async function tryRobot() {
  const request = trialRequest($trialInput.get());
  if (!request.question) return;
  const tenant = shownTenant();
  $trying.set(true);
  try {
    const result = await callAdmin('tryRobot', { ...tenantField(), ...request });
    if (tenant == shownTenant()) $trial.set({ question: request.question, result });
  } finally {
    $trying.set(false);
  }
}

/** Another tenant: its channels are others, and the last answer was not its robot's. */
export function forgetTrial() {
  $trial.set(undefined);
  editTrial({ channelId: '' });
}

let shownFor = $me.get()?.adminId;
$me.listen((me) => {
  if (me?.adminId == shownFor) return;
  shownFor = me?.adminId;
  $trialInput.set(EMPTY_INPUT);
  $trial.set(undefined);
});
