import type { EvaluateInfo } from '@shared/api';
import {
  chooseStar,
  limitComment,
  NEW_RATING,
  ratingIssue,
  ratingPayload,
  requiredParts,
  showsComment,
  tagsFor,
} from '@shared/rating';
import { describe, expect, it } from 'vitest';

const star = (value: number, tags: string[], msgRequired: 0 | 1 = 0, tagRequired: 0 | 1 = 0) => ({
  star: value,
  select: tags.map((name, index) => ({ name, value: String(index) })),
  levelTag: tags.join(','),
  levelGuideMsg: `guide ${value}`,
  evaluateGuideMsg: '',
  evaluateMsgRequired: msgRequired,
  levelTagRequired: tagRequired,
});

const info: EvaluateInfo = {
  starList: [star(1, ['Rude'], 1, 1), star(3, ['Slow'], 0, 1), star(5, ['Friendly'])],
  scoreList: [],
  evaluateModel: 1,
  evaluateAdminSolve: 1,
  robotTags: [],
  agentTags: [],
};

describe('rating rules', () => {
  it('rule: a new rating starts at 5 stars with nothing else: solved or not is not chosen for the visitor', () => {
    expect(NEW_RATING).toEqual({ star: 5, tags: [], comment: '' });
  });

  it('rule: choosing a star resets labels and comment', () => {
    expect(chooseStar({ star: 1, tags: ['Rude'], solved: 0, comment: 'bad' }, 3)).toEqual({
      star: 3,
      tags: [],
      solved: 0,
      comment: '',
    });
  });

  it("rule: the agent's labels are the chosen star's; the robot's the configuration's, else the spec's four in the visitor's language", () => {
    const textOfTag = (key: string) => `[${key}]`;
    expect(tagsFor('agent', info, 1, textOfTag)).toEqual(['Rude']);
    expect(tagsFor('agent', { ...info, starList: [] }, 1, textOfTag)).toEqual([
      '[badAttitude]',
      '[untimely]',
      '[notSolved]',
      '[rude]',
    ]);
    expect(tagsFor('robot', { ...info, robotTags: [] }, 5, textOfTag)).toEqual([
      '[irrelevant]',
      '[poorUnderstanding]',
      '[cannotAnswer]',
      '[rude]',
    ]);
    expect(tagsFor('robot', { ...info, robotTags: ['Wrong'] }, 5, textOfTag)).toEqual(['Wrong']);
  });

  it("rule: the agent's comment box is hidden at 5 stars; the robot's form always has one", () => {
    expect(showsComment('agent', 5)).toBe(false);
    expect(showsComment('agent', 4)).toBe(true);
    expect(showsComment('robot', 5)).toBe(true);
  });

  it('rule: a star that requires a comment asks for it first (evaConInput), then for a label (evaLabelSelect)', () => {
    expect(ratingIssue('agent', info, { ...NEW_RATING, star: 1 })).toBe('evaConInput');
    expect(ratingIssue('agent', info, { ...NEW_RATING, star: 1, comment: '  ' })).toBe('evaConInput');
    expect(ratingIssue('agent', info, { ...NEW_RATING, star: 1, comment: 'slow' })).toBe('evaLabelSelect');
    expect(ratingIssue('agent', info, { ...NEW_RATING, star: 1, comment: 'slow', tags: ['Rude'] })).toBeUndefined();
    expect(ratingIssue('agent', info, NEW_RATING)).toBeUndefined();
    expect(ratingIssue('robot', info, { ...NEW_RATING, star: 1, solved: 0 })).toBeUndefined();
  });

  it("rule: the robot's form needs solved or not (evaSolvedSelect): it is what makes a rating the robot's", () => {
    expect(ratingIssue('robot', info, NEW_RATING)).toBe('evaSolvedSelect');
    expect(ratingIssue('robot', info, { ...NEW_RATING, solved: 1 })).toBeUndefined();
    // The agent's may leave it unanswered: then it is not sent.
    expect(ratingIssue('agent', { ...info, evaluateAdminSolve: 1 }, NEW_RATING)).toBeUndefined();
    expect(ratingPayload('agent', { ...info, evaluateAdminSolve: 1 }, NEW_RATING)).not.toHaveProperty(
      'evaluateAdminSolve',
    );
  });

  it('rule: what a star requires is known before Submit, to be marked on the form', () => {
    expect(requiredParts('agent', info, 1)).toEqual({ solved: false, comment: true, tags: true });
    expect(requiredParts('agent', info, 3)).toEqual({ solved: false, comment: false, tags: true });
    expect(requiredParts('agent', info, 5)).toEqual({ solved: false, comment: false, tags: false });
    // The comment box is hidden at 5 stars: a comment required there is not asked for.
    expect(requiredParts('agent', { ...info, starList: [{ ...info.starList[0]!, star: 5 }] }, 5)).toEqual({
      solved: false,
      comment: false,
      tags: true,
    });
    expect(requiredParts('robot', info, 5)).toEqual({ solved: true, comment: false, tags: false });
  });

  it('rule: comments are cut at 60 characters, counted as the visitor sees them', () => {
    expect([...limitComment('😀'.repeat(70))]).toHaveLength(60);
  });

  it("rule: the robot's payload (comma-joined tags, solved, mode 1) and the agent's (star, tags, comment, solved when configured)", () => {
    expect(
      ratingPayload('robot', info, { ...NEW_RATING, tags: ['Rude', 'Cannot answer'], solved: 0, comment: ' no ' }),
    ).toEqual({
      evaluateRobotTag: 'Rude,Cannot answer',
      evaluateRobotSolve: 0,
      evaluateRobotMode: 1,
      evaluateRobotContent: 'no',
    });
    expect(ratingPayload('agent', info, { star: 2, tags: ['Rude'], solved: 1, comment: 'late' })).toEqual({
      evaluateAdminStar: 2,
      evaluateAdminTag: 'Rude',
      evaluateAdminContent: 'late',
      evaluateAdminMode: 1,
      evaluateAdminSolve: 1,
    });
    // At 5 stars the hidden comment is never sent; without evaluateAdminSolve configured, no solved.
    expect(
      ratingPayload(
        'agent',
        { ...info, evaluateAdminSolve: 0 },
        { star: 5, tags: [], solved: 1, comment: 'typed at 4' },
      ),
    ).toEqual({
      evaluateAdminStar: 5,
      evaluateAdminTag: '',
      evaluateAdminContent: '',
      evaluateAdminMode: 1,
    });
  });
});
