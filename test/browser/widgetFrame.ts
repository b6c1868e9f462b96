// The widget as a visitor drives it on the demo shop: open the panel, type a question, go to
// an agent through the quick menu and the group chooser.
import type { Frame, Page } from 'playwright-core';
import type { onlineAgent } from './demoApi';

export type OnlineAgent = Awaited<ReturnType<typeof onlineAgent>>;

/** Clicks the bubble; the panel's frame once its input is ready. */
export async function openChat(page: Page): Promise<Frame> {
  await page.locator('#chat-online-launcher').click();
  const frame = (await (await page.locator('#chat-online-frame').elementHandle())!.contentFrame())!;
  await frame.locator('.composer__input').waitFor();
  return frame;
}

export async function ask(frame: Frame, text: string) {
  await frame.locator('.composer__input').fill(text);
  await frame.locator('.composer__input').press('Enter');
}

/** "Talk to a person", then "Orders & shipping": Alice (online, and the only one of group 1 the tests sign in) answers. */
export async function askForAlice(frame: Frame) {
  await frame.getByRole('button', { name: 'Talk to a person' }).click();
  await frame.getByRole('button', { name: 'Orders & shipping' }).click();
  await frame.getByRole('heading', { name: 'Alice' }).waitFor();
}

/** askForAlice, with alice signed in through the API; the conversation's session id. */
export async function transferToAlice(frame: Frame, alice: OnlineAgent): Promise<number> {
  await askForAlice(frame);
  const { active } = await alice.call<{ active: { sessionId: number }[] }>('sessions');
  return active.at(-1)!.sessionId;
}
