// The visitor's core path in the three engines a visitor may bring: Chromium, Firefox ESR
// and WebKitGTK, each from Debian, each with a fresh profile, on a cross-site host page
// under a strict CSP. One scenario, written against engines/driver.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDemo } from './demo';
import { onlineAgent } from './demoApi';
import { chromiumEngine } from './engines/chromium';
import { type Engine, type EngineSession, FRAME_SELECTOR, until, type Where } from './engines/driver';
import { firefoxEngine } from './engines/firefox';
import { shopPage } from './engines/hostPage';
import {
  cspViolations,
  exists,
  iconBox,
  listPlace,
  markButton,
  messageInView,
  scrollListToTop,
  shown,
  textOf,
} from './engines/scripts';
import { webkitEngine } from './engines/webkit';
import { type HostPages, startHostPages } from './hostPages';
import { screenshotPath } from './screenshot';

const { state } = useDemo();
let pages: HostPages;
beforeAll(async () => {
  pages = await startHostPages();
});
afterAll(() => pages?.close());

const ENGINES: Engine[] = [chromiumEngine(() => state.browser), firefoxEngine, webkitEngine];

const QUESTION = 'How long does shipping take?';
const LAST = 'Your parcel NW-4821 is on the van and arrives before 6 pm.';
// Enough that the list must scroll, whatever the panel's height.
const AGENT_MESSAGES = [
  ...Array.from(
    { length: 7 },
    (_, index) => `Update ${index + 1} of 8: still checking the warehouse records for your order, one moment please.`,
  ),
  LAST,
];
/** After the reopening click, how long the newest message may take to come into view. */
const IN_VIEW_WITHIN_MS = 5_000;

const BADGE = '#chat-online-unread';

/** Clicks, through the engine's input, the drawn button named `name` once it is there. */
async function clickButton(session: EngineSession, where: Where, name: string) {
  const mark = name.replace(/\W+/g, '-');
  await until(`a "${name}" button in the ${where}`, () => session.run(where, markButton, { name, mark }));
  await session.click(where, `[data-engine-click="${mark}"]`);
}

const frameText = (session: EngineSession, css: string) => session.run('frame', textOf, css);

/** Open, ask the robot, go to Alice, close, let her write, reopen: in `engine`, with a fresh profile. */
async function visitorCorePath(engine: Engine) {
  const session = await engine.start();
  const alice = await onlineAgent(state, 'alice');
  let sessionId: number | undefined;
  try {
    await session.open(shopPage(pages, state.demo.widgetOrigin));
    await until('the bubble', () => session.run('page', exists, '#chat-online-launcher'));
    // The icon's path is guarded with a CSS `d` too: each engine still draws its shape
    // (18 × 19 units of the 24-unit view box, at 28 px).
    expect(await session.run('page', iconBox, null), "the icon's drawn shape").toEqual({ width: 21, height: 22 });

    await session.click('page', '#chat-online-launcher');
    await until('the panel to show', () => session.run('page', shown, FRAME_SELECTOR));
    await until('the composer', () => session.run('frame', exists, '.composer__input'));

    await session.typeAndEnter('frame', '.composer__input', QUESTION);
    await until(
      "the robot's answer",
      () => frameText(session, '.message-list'),
      (text) => text.includes('business days'),
    );

    await clickButton(session, 'frame', 'Talk to a person');
    await clickButton(session, 'frame', 'Orders & shipping');
    await until(
      'Alice in the header',
      () => frameText(session, '.chat-header__title'),
      (text) => text.includes('Alice'),
    );
    const { active } = await alice.call<{ active: { sessionId: number }[] }>('sessions');
    sessionId = active.at(-1)!.sessionId;
    await until(
      "Alice's greeting",
      () => frameText(session, '.message-list'),
      (text) => text.includes('Hi, thanks for waiting!'),
    );

    await clickButton(session, 'frame', 'Close chat');
    await until(
      'the panel to hide',
      () => session.run('page', shown, FRAME_SELECTOR),
      (isShown) => !isShown,
    );

    for (const content of AGENT_MESSAGES) await alice.call('send', { sessionId, msgType: 1, content });
    await until(
      `the badge to count ${AGENT_MESSAGES.length}`,
      async () => ({ text: await session.run('page', textOf, BADGE), shown: await session.run('page', shown, BADGE) }),
      (badge) => badge.shown && badge.text == String(AGENT_MESSAGES.length),
    );

    // Reopened, the newest message must be in view: in Firefox a display:none frame lays out
    // nothing, so a list that missed what came meanwhile keeps the place it had when closed.
    await session.click('page', '#chat-online-launcher');
    await until('the panel to show again', () => session.run('page', shown, FRAME_SELECTOR));
    const view = await until(
      "the last agent message inside the message list's visible box",
      () => session.run('frame', messageInView, LAST),
      (found) => found.inView === true,
      IN_VIEW_WITHIN_MS,
    );
    expect(view.scrolls, 'the list is taller than its box').toBe(true);
    // What each engine drew, to look at (test/browser/screenshot.ts).
    const picture = screenshotPath('engine-' + engine.name.replace(/\W+/g, '-'));
    if (picture) await session.screenshot(picture);
    await until(
      'the badge to clear',
      () => session.run('page', shown, BADGE),
      (isShown) => !isShown,
    );

    // A visitor reading older messages is left where they are, and told of the new one.
    await until(
      'the list scrolled to its top',
      () => session.run('frame', scrollListToTop, null),
      (top) => top == 0,
    );
    await until(
      'the scroll noted',
      () => session.run('frame', listPlace, null),
      (place) => place.scrollTop == 0,
    );
    await clickButton(session, 'frame', 'Close chat');
    await until(
      'the panel to hide',
      () => session.run('page', shown, FRAME_SELECTOR),
      (isShown) => !isShown,
    );
    await alice.call('send', { sessionId, msgType: 1, content: 'One more thing while you read.' });
    await until(
      'the badge to count 1',
      () => session.run('page', textOf, BADGE),
      (text) => text == '1',
    );
    await session.click('page', '#chat-online-launcher');
    await until('the panel to show again', () => session.run('page', shown, FRAME_SELECTOR));
    await until(
      'the new-messages pill',
      () => session.run('frame', listPlace, null),
      (place) => place.pill == '1 new message',
    );
    expect((await session.run('frame', listPlace, null)).scrollTop, 'the list stays where the visitor left it').toBe(0);

    expect(await session.run('page', cspViolations, null)).toBe('');
  } finally {
    // Alice is signed out even when the browser fails to close: the next engine's transfer needs her free.
    try {
      await session.close();
    } finally {
      if (sessionId !== undefined) await alice.call('end', { sessionId });
      await alice.offline();
    }
  }
}

describe('the visitor’s core path in each engine', () => {
  for (const engine of ENGINES)
    it(
      `${engine.name}: open, robot answer, transfer, agent message, badge while closed, reopen with the message in view (or the pill when reading older ones)`,
      () => visitorCorePath(engine),
      120_000,
    );
});
