// Rating the service from the chat, against the real server: the robot's form from the quick
// menu, the agent's after the agent's invite with every required-rule message, the console's
// view of both (agent API `evaluations`), and a second rating refused with chatAfterEva.
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { openConsole } from './consoleHelpers';
import { DESKTOP, PHONE, useDemo } from './demo';
import { onlineAgent as onlineAgentOf } from './demoApi';
import { screenshot } from './screenshot';
import { openChat, transferToAlice } from './widgetFrame';

const { state, openPage } = useDemo();

/** A rating as the agent API lists it: its kind and the visitor's payload, side by side. */
type Rating = { kind: 'robot' | 'agent'; sessionId: number } & Record<string, unknown>;

describe('rating the service', () => {
  it("a robot-only conversation is rated with the robot's form (not solved, a label, a comment); a second rating is refused", async () => {
    const alice = await onlineAgentOf(state, 'alice');
    const { page, context, problems } = await openPage('/', PHONE);
    const frame = await openChat(page);
    await frame.locator('.composer__input').fill('How long does shipping take?');
    await frame.locator('.composer__input').press('Enter');
    await frame.getByText('business days').first().waitFor();

    await frame.getByRole('button', { name: 'Rate us' }).click();
    const form = frame.getByRole('dialog', { name: 'Rate the assistant' });
    await form.waitFor();
    // The robot's form has no stars.
    expect(await form.getByRole('radio', { name: /star/ }).count()).toBe(0);
    await form.getByRole('radio', { name: 'Not solved' }).check();
    await form.getByRole('checkbox', { name: 'Poor understanding' }).check();
    await form.getByLabel(/Anything else/).fill('It did not get my question');
    await form.getByRole('button', { name: 'Submit' }).click();
    await frame.getByText('Thank you for rating our service.').waitFor();
    expect(await form.count()).toBe(0);

    // Robot ratings are visible to every agent of the tenant (docs/decisions.md#robot-rating).
    const { list } = await alice.call<{ list: Rating[] }>('evaluations');
    const rating = list.find(
      (entry) => entry.kind == 'robot' && entry.evaluateRobotContent == 'It did not get my question',
    );
    expect(rating).toMatchObject({
      evaluateRobotSolve: 0,
      evaluateRobotTag: 'Poor understanding',
      evaluateRobotMode: 1,
    });

    await frame.getByRole('button', { name: 'Rate us' }).click();
    await frame.getByText('Rating is not available after this chat.').waitFor();
    expect(await frame.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    await alice.offline();
    await context.close();
  });

  it("the agent's invite opens the stars; each required rule speaks; the agent sees star, label and comment", async () => {
    const alice = await onlineAgentOf(state, 'alice');
    // axe is injected as a script, which the widget's own CSP would refuse.
    const { page, context, problems } = await openPage('/', { ...DESKTOP, bypassCSP: true });
    const frame = await openChat(page);
    const sessionId = await transferToAlice(frame, alice);

    await alice.call('inviteEvaluate', { sessionId });
    const form = frame.getByRole('dialog', { name: 'Rate our service' });
    await form.waitFor();
    // Default 5 stars: no comment box.
    expect(await form.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    expect(await form.getByRole('textbox').count()).toBe(0);
    // Arrow keys move the star like any radio group.
    await form.getByRole('radio', { name: '5 stars' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await form.getByRole('radio', { name: '2 stars' }).isChecked()).toBe(true);
    await form.getByText('Dissatisfied').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Please enter the evaluation content!').waitFor();
    await form.getByRole('textbox').fill('Took a while');
    await form.getByRole('button', { name: 'Submit' }).click();
    await form.getByText('Please select an evaluation label!').waitFor();
    await form.getByRole('checkbox', { name: 'Untimely reply' }).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await frame.getByText('Thank you for rating our service.').waitFor();

    const { list } = await alice.call<{ list: Rating[] }>('evaluations', { sessionId });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: 'agent',
      evaluateAdminStar: 2,
      evaluateAdminTag: 'Untimely reply',
      evaluateAdminContent: 'Took a while',
      evaluateAdminMode: 1,
    });
    // The end asks for a rating (evaluateMode) only when none was given.
    await alice.call('end', { sessionId });
    await frame.getByRole('button', { name: 'Start a new chat' }).waitFor();
    expect(await frame.getByRole('dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    await alice.offline();
    await context.close();
  });

  it('on a phone, 3 stars ("Okay") with a comment is a normal rating: what a star requires is marked before Submit, nothing is preselected, and the chat may end under the form', async () => {
    const alice = await onlineAgentOf(state, 'alice');
    const { page, context, problems } = await openPage('/', PHONE);
    const frame = await openChat(page);
    const sessionId = await transferToAlice(frame, alice);
    await alice.call('inviteEvaluate', { sessionId });
    const form = frame.getByRole('dialog', { name: 'Rate our service' });
    await form.waitFor();
    const legend = (name: RegExp) => form.locator('legend').filter({ hasText: name });
    const required = async (name: RegExp) => (await legend(name).textContent())!.trim().endsWith('*');

    // Solved or not: neither is chosen for the visitor.
    expect(await form.getByRole('radio', { name: 'Solved', exact: true }).isChecked()).toBe(false);
    expect(await form.getByRole('radio', { name: 'Not solved' }).isChecked()).toBe(false);
    // 2 stars: its label and its comment are marked as required, the rule under the labels.
    await form.locator('.rating__star').nth(1).click();
    expect(await required(/What stood out/)).toBe(true);
    await form.getByText('Choose at least one label.').waitFor();
    expect(await form.locator('label[for="rating-comment"]').textContent()).toMatch(/\*$/);
    // 3 stars: labels that fit a middling rating, none required.
    await form.locator('.rating__star').nth(2).click();
    await form.getByText('Okay').waitFor();
    expect(await required(/What stood out/)).toBe(false);
    expect(await form.getByText('Choose at least one label.').count()).toBe(0);
    expect(await form.getByRole('checkbox', { name: 'Friendly' }).count()).toBe(1);
    await form.getByRole('textbox').fill('Fine, a bit slow');
    await form.getByRole('radio', { name: 'Solved', exact: true }).check();
    await screenshot(page, 'rating-3-stars-phone');

    // The agent ends the chat while the form is open: it stays, with what the visitor chose.
    await alice.call('end', { sessionId });
    await frame.getByRole('button', { name: 'Start a new chat' }).waitFor({ state: 'attached' });
    expect(await form.getByRole('textbox').inputValue()).toBe('Fine, a bit slow');
    expect(await form.getByRole('alert').count()).toBe(0);
    await form.getByRole('button', { name: 'Submit' }).click();
    await frame.getByText('Thank you for rating our service.').waitFor();
    const { list } = await alice.call<{ list: Rating[] }>('evaluations', { sessionId });
    expect(list[0]).toMatchObject({
      kind: 'agent',
      evaluateAdminStar: 3,
      evaluateAdminContent: 'Fine, a bit slow',
      evaluateAdminSolve: 1,
    });
    expect(problems).toEqual([]);
    await alice.offline();
    await context.close();
  });

  it('a window opened with ?inviteEvaluate&close asks for the rating on close, then closes itself', async () => {
    const context = await state.browser.newContext(DESKTOP);
    const opener = await context.newPage();
    await opener.goto(state.demo.widgetOrigin + '/chat_online/404');
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      opener.evaluate(() => void window.open('/chat_online/index?channelId=demo&inviteEvaluate=1&close=1')),
    ]);
    await chat.locator('.composer__input').waitFor();
    await chat.getByRole('button', { name: 'Close chat' }).click();
    const form = chat.getByRole('dialog', { name: 'Rate the assistant' });
    // Nothing is chosen for the visitor: solved or not is theirs to say.
    await form.getByRole('radio', { name: 'Not solved' }).check();
    await form.getByRole('checkbox', { name: 'Cannot answer' }).check();
    const closed = chat.waitForEvent('close');
    await form.getByRole('button', { name: 'Submit' }).click();
    await closed;
    await context.close();
  });

  it('the console shows both ratings with every field the visitor chose', async () => {
    const { context, agent } = await openConsole(state);
    await agent.getByRole('link', { name: 'Ratings' }).click();
    // From the tests above: the robot's (phone) and alice's conversation's.
    await agent.getByText('Took a while').waitFor();
    const agentRating = agent.getByRole('listitem').filter({ hasText: 'Took a while' });
    await agentRating.getByText('2 stars').waitFor();
    await agentRating.getByText('Untimely reply').waitFor();
    const robotRating = agent.getByRole('listitem').filter({ hasText: 'It did not get my question' });
    await robotRating.getByText('Poor understanding').waitFor();
    await context.close();
  });

  it('Escape closes only the rating form, and focus returns to the chat', async () => {
    const { page, context } = await openPage('/');
    const frame = await openChat(page);
    await frame.getByRole('button', { name: 'Rate us' }).click();
    await frame.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => frame.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('#chat-online-launcher').getAttribute('aria-expanded')).toBe('true');
    expect(await frame.evaluate(() => document.activeElement?.textContent)).toBe('Rate us');
    await context.close();
  });
});
