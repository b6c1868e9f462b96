// The Rating tab: the channel's switch goes into the channel's draft; the tenant's rating form is
// loaded for the channel's tenant, edited apart, and saved with its own button as
// saveEvaluateConfig's schema takes it.
import { startI18n } from '@console/i18n';
import type { EvaluateInfo } from '@shared/api';
import { EvaluateConfigSchema } from '@shared/api/adminRequests';
import { Value } from 'typebox/value';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkbox, control, drawSection, group, press, problemOf, tick, type } from './channelContentHarness';
import { answer, calls, reset } from './fakeAgentClient';

vi.mock('@console/api/agentClient', () => import('./fakeAgentClient'));

const { RatingSection } = await import('@console/pages/channels/sections/RatingSection');
const { $evaluateConfig } = await import('@console/stores/tenantSetup');

const star = (value: number, tags: string[]) => ({
  star: value,
  select: tags.map((name, index) => ({ name, value: String(index + 1) })),
  levelTag: tags.join(','),
  levelGuideMsg: `Star ${value}`,
  evaluateGuideMsg: '',
  evaluateMsgRequired: 0 as const,
  levelTagRequired: 0 as const,
});

/** As a server may answer it: star 3 missing, stars out of order, a field the schema does not take. */
const STORED = {
  starList: [star(5, ['Quick']), star(1, ['Rude', 'Slow']), star(2, []), star(4, ['Friendly'])],
  scoreList: [1, 2, 3, 4, 5].map((score) => ({ score, name: `${score}` })),
  evaluateModel: 1,
  evaluateAdminSolve: 1,
  robotTags: ['Irrelevant answer'],
  agentTags: ['Rude'],
  updatedAt: 1,
} as EvaluateInfo;

const savedBodies = () => calls.filter((entry) => entry.call == 'saveEvaluateConfig').map((entry) => entry.body);

beforeAll(() => startI18n('en'));
beforeEach(() => {
  reset();
  $evaluateConfig.set(undefined);
  answer((call, body) => {
    if (call == 'evaluateConfig') return { config: STORED };
    if (call == 'saveEvaluateConfig') return { config: body.config };
    return {};
  });
});

async function drawRating() {
  const drawn = drawSection(RatingSection, {}, 'northwind');
  await vi.waitFor(() => expect(drawn.root.querySelector('.content-tenant')).not.toBeNull());
  return drawn;
}

describe('the rating tab', () => {
  it("the channel's switch is the channel's; the form says it is the tenant's and saves apart", async () => {
    const { root, settings } = await drawRating();
    expect(calls).toEqual([{ call: 'evaluateConfig', body: { tenantId: 'northwind' } }]);
    tick(checkbox(root, 'Invite visitors to rate'));
    expect(settings().evaluateMode).toBe(0);
    expect(root.textContent).toContain('every channel of it shows the same one');
    // Nothing changed yet in the tenant's form: nothing to save.
    expect(root.querySelector<HTMLButtonElement>('.content-save button')!.disabled).toBe(true);
  });

  it("the rating form's save body: five stars in order, each star's labels both ways, only the schema's fields", async () => {
    const { root } = await drawRating();
    // Star 1's second label, a comma typed into it taken out (levelTag is comma-separated).
    type(control(root, 'Label 2'), 'Slow, late');
    // Star 3, blank in the stored form, gets a label and a required comment.
    const star3 = group(root, '3 ★');
    press(star3, 'Add a label');
    type(control(star3, 'Label 1'), 'Okay');
    tick(checkbox(star3, 'Comment required'));
    // The robot's labels.
    const robot = group(root, "The robot's rating");
    press(robot, 'Add a label');
    type(control(robot, 'Label 2'), 'Cannot answer');
    tick(checkbox(root, 'Ask whether the problem was solved'));
    expect(root.textContent).toContain('Changes not saved yet');
    press(root, 'Save the rating form');
    await vi.waitFor(() => expect(root.textContent).toContain('Saved'));

    const [body] = savedBodies();
    expect(body!.tenantId).toBe('northwind');
    const config = body!.config as EvaluateInfo;
    expect(Value.Check(EvaluateConfigSchema, config)).toBe(true);
    expect(config.starList.map((each) => each.star)).toEqual([1, 2, 3, 4, 5]);
    expect(config.starList[0]).toEqual(star(1, ['Rude', 'Slow late']));
    expect(config.starList[2]).toEqual({
      star: 3,
      select: [{ name: 'Okay', value: '1' }],
      levelTag: 'Okay',
      levelGuideMsg: '',
      evaluateGuideMsg: '',
      evaluateMsgRequired: 1,
      levelTagRequired: 0,
    });
    expect(config.robotTags).toEqual(['Irrelevant answer', 'Cannot answer']);
    expect(config.evaluateAdminSolve).toBe(0);
    expect(config).not.toHaveProperty('updatedAt');
    // What the server answered is the form now: nothing left to save.
    expect(root.querySelector<HTMLButtonElement>('.content-save button')!.disabled).toBe(true);
  });

  it('rule: the robot keeps at least one label, and a blank label is named at its field; neither can be saved', async () => {
    const { root } = await drawRating();
    const robot = group(root, "The robot's rating");
    press(robot, 'Remove: Irrelevant answer');
    expect(robot.textContent).toContain('The robot needs at least one label');
    expect(root.querySelector<HTMLButtonElement>('.content-save button')!.disabled).toBe(true);
    press(robot, 'Add a label');
    expect(problemOf(control(robot, 'Label 1'))).toBe('Cannot be empty');
    expect(root.querySelector<HTMLButtonElement>('.content-save button')!.disabled).toBe(true);
    type(control(robot, 'Label 1'), 'Wrong answer');
    expect(root.querySelector<HTMLButtonElement>('.content-save button')!.disabled).toBe(false);
  });

  it("the server's refusal is shown, and the draft stays", async () => {
    answer((call) => {
      if (call == 'evaluateConfig') return { config: STORED };
      throw new Error('body/config/robotTags/0 must NOT have more than 30 characters');
    });
    const { root } = await drawRating();
    type(control(root, 'Star text', 0), 'Awful');
    press(root, 'Save the rating form');
    await vi.waitFor(() => expect(root.querySelector('.content-save [role=alert]')).not.toBeNull());
    expect(root.querySelector('.content-save [role=alert]')!.textContent).toContain('robotTags/0');
    expect(control(root, 'Star text', 0).value).toBe('Awful');
  });
});
