// The console's live preview (docs/widget.md#live-preview): the channel's settings page frames
// this chat and sends it the draft configuration as it is typed. The chat shows the draft
// instead of the saved configuration until the page reloads: its colours, texts, menus, forms,
// side bar, language, closed hours and greeting, on the desktop or the phone layout. Loaded with
// the first preview message, so the first screen of every visitor does not carry it; start-up
// only lets one through from a parent on the widget's own origin (start/connectHost.ts).
import type { ChannelConfig } from '@shared/api';
import { VISITOR_STATUS } from '@shared/codes';
import { $channel, applyTheme } from './channel';
import { $phase, needsUserForm } from './chat';
import { applyLocale } from './locale';
import { $messages } from './messages';
import { greetingOf, greetingTime, withGreeting } from './previewGreeting';
import { $session } from './session';
import { $variant, measure } from './viewport';

export interface Preview {
  /** A whole configuration (shared/channelConfig.ts channelConfigOf of the draft). */
  config: Record<string, unknown>;
  /** Draws the phone layout whatever the frame's size and the browser. */
  phone?: boolean;
}

let previewed: ChannelConfig | undefined;
let phoneLayout = false;
let watching = false;
let opened: Promise<void> | undefined;

/**
 * Once the chat has its saved configuration and has begun: a draft then replaces what it drew,
 * and nothing replaces the draft after (openChannel keeps the configuration it has).
 */
function whenOpened(): Promise<void> {
  opened ||= new Promise((resolve) => {
    const check = () => {
      if (!$channel.get() || $phase.get() == 'loading') return;
      for (const stop of stops) stop();
      resolve();
    };
    const stops = [$channel.listen(check), $phase.listen(check)];
    check();
  });
  return opened;
}

/** The draft's greeting in place of the one stored with the conversation, kept so as messages come and go. */
function keepGreeting() {
  const session = $session.get();
  if (!session || !previewed) return;
  const messages = $messages.get();
  const { sessionId, serverTime } = session;
  const greeting = greetingOf(previewed, sessionId, greetingTime(messages, sessionId, serverTime));
  const next = withGreeting(messages, sessionId, greeting);
  if (next !== messages) $messages.set(next);
}

// The frame's own resizes measure the layout again (stores/viewport.ts): the phone preview keeps the phone's.
const keepPhoneLayout = () => phoneLayout && $variant.get() != 'mobile' && $variant.set('mobile');

function showLayout(phone: boolean) {
  phoneLayout = phone;
  $variant.set(phone ? 'mobile' : measure());
}

/**
 * The pre-chat form as a visitor would meet it: shown when the draft turns it on or changes it
 * (even to one who filled it in already), gone when the draft turns it off.
 */
function showForm(before: ChannelConfig, draft: ChannelConfig) {
  const phase = $phase.get();
  if (phase == 'form' && !needsUserForm(draft)) return $phase.set('ready');
  const formOf = (channel: ChannelConfig) => JSON.stringify(needsUserForm(channel) && channel.userForm);
  if (
    phase == 'ready' &&
    needsUserForm(draft) &&
    formOf(draft) != formOf(before) &&
    $session.get()?.status == VISITOR_STATUS.robot
  )
    $phase.set('form');
}

function apply(draft: ChannelConfig, phone: boolean) {
  const before = $channel.get()!;
  previewed = draft;
  $channel.set(draft);
  applyTheme(draft);
  if (draft.language != before.language) void applyLocale(draft);
  showLayout(phone);
  showForm(before, draft);
  if (!watching) {
    watching = true;
    $messages.listen(keepGreeting);
    $session.listen(keepGreeting);
    $variant.listen(keepPhoneLayout);
  }
  keepGreeting();
}

/** Shows a draft of this page's channel; a draft of another channel is ignored. */
export async function showPreview({ config, phone = false }: Preview): Promise<void> {
  const draft = config as unknown as ChannelConfig;
  await whenOpened();
  // The chat opened the channel of its URL: a draft of any other is not this chat's.
  if (draft.channelId === $channel.get()!.channelId) apply(draft, phone);
}
