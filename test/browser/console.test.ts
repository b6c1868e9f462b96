// The agent console and the widget in two browser contexts: a whole conversation, robot
// first, then human; what the visitor writes reaches the agent as text, never HTML.
import { describe, expect, it } from 'vitest';
import { useDemo } from './demo';

const { state } = useDemo();

/** Alice signs in to the console and goes online. */
async function aliceAtTheConsole() {
  const context = await state.browser.newContext({ viewport: { width: 1280, height: 760 } });
  const agent = await context.newPage();
  await agent.goto(state.demo.widgetOrigin + '/console/');
  await agent.getByLabel('Login').fill('alice');
  await agent.getByLabel('Password').fill(state.demo.logins.agents[0]!.password);
  await agent.getByRole('button', { name: 'Sign in' }).click();
  await agent.getByRole('checkbox', { name: 'Offline' }).check();
  await agent.getByRole('checkbox', { name: 'Online' }).waitFor();
  return { context, agent };
}

/** Ada, signed in on the shop's account page, opens the chat. */
async function adaOpensTheChat() {
  const context = await state.browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(state.demo.siteOrigin + '/account');
  await visitor.locator('#chat-online-launcher').click();
  const frame = (await (await visitor.locator('#chat-online-frame').elementHandle())!.contentFrame())!;
  await frame.locator('.composer__input').waitFor();
  return { context, frame };
}

describe('the agent console', () => {
  it('a visitor and an agent talk both ways; a recall and the end reach the visitor', async () => {
    const { context: agentContext, agent } = await aliceAtTheConsole();
    await agent.getByText('Nobody is waiting').waitFor();
    const { context: visitorContext, frame } = await adaOpensTheChat();
    // Robot first.
    await frame.locator('.composer__input').fill('How long does shipping take?');
    await frame.locator('.composer__input').press('Enter');
    await frame.getByText('business days').first().waitFor();
    // Then human.
    await frame.getByRole('button', { name: 'Talk to a person' }).click();
    await frame.getByRole('button', { name: 'Orders & shipping' }).click();
    await frame.getByRole('heading', { name: 'Alice' }).waitFor();
    await frame.locator('.composer__input').fill('Hello <img src=x onerror=alert(1)> where is order 1042?');
    await frame.locator('.composer__input').press('Enter');

    // The conversation appears for the agent, with who the host page said the visitor is.
    await agent.getByRole('button', { name: /Ada Lovelace/ }).click();
    await agent.getByText('Hello <img src=x onerror=alert(1)> where is order 1042?').waitFor();
    expect(await agent.locator('.cmsgs img').count()).toBe(0);
    await agent.getByText('C-1042').waitFor();
    // The robot part before the transfer is there too.
    await agent.getByText('How long does shipping take?').waitFor();

    await agent.locator('.desk__composer textarea').fill('It left the warehouse yesterday.');
    await agent.locator('.desk__composer textarea').press('Enter');
    await frame.getByText('It left the warehouse yesterday.').waitFor();

    await agent.locator('.cmsg', { hasText: 'It left the warehouse yesterday.' }).getByRole('button', { name: 'Recall' }).click();
    await expect.poll(() => frame.getByText('It left the warehouse yesterday.').count()).toBe(0);

    await agent.getByRole('button', { name: 'End chat' }).click();
    await frame.getByRole('button', { name: 'Start a new chat' }).waitFor();
    await agent.getByText('This conversation has ended.').waitFor();

    await agent.getByRole('checkbox', { name: 'Online' }).uncheck();
    await agentContext.close();
    await visitorContext.close();
  });

  it('an agent transfers a conversation to a second agent, who sees it arrive; the visitor sees the new agent', async () => {
    const password = state.demo.logins.agents[0]!.password;
    const api = async <T,>(call: string, body: object, token?: string): Promise<T> => {
      const response = await fetch(state.demo.widgetOrigin + '/api/agent/' + call, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: T }).data;
    };
    const bob = (await api<{ token: string }>('login', { login: 'bob', password })).token;
    await api('status', { online: true }, bob);

    const { context: agentContext, agent } = await aliceAtTheConsole();
    const { context: visitorContext, frame } = await adaOpensTheChat();
    await frame.getByRole('button', { name: 'Talk to a person' }).click();
    // Bob has no group 1: "Orders & shipping" reaches Alice only.
    await frame.getByRole('button', { name: 'Orders & shipping' }).click();
    await frame.getByRole('heading', { name: 'Alice' }).waitFor();

    await agent.getByRole('button', { name: /Ada Lovelace/ }).click();
    await agent.getByRole('combobox', { name: 'Transfer to…' }).selectOption({ label: 'Bob' });
    await agent.getByRole('button', { name: 'Transfer', exact: true }).click();
    await frame.getByRole('heading', { name: 'Bob' }).waitFor();
    const { active } = await api<{ active: { visitor: { userName?: string } }[] }>('sessions', {}, bob);
    expect(active.map((item) => item.visitor.userName)).toContain('Ada Lovelace');
    await expect.poll(() => agent.getByRole('button', { name: /Ada Lovelace/ }).count()).toBe(0);

    await api('status', { online: false }, bob);
    await agent.getByRole('checkbox', { name: 'Online' }).uncheck();
    await agentContext.close();
    await visitorContext.close();
  });
});
