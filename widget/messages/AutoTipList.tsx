// Auto tips (msgType 13): msgContent is JSON [{autoTip, btnList: [{value}]}]; each
// button sends its text as the visitor.

import { parseJson } from '@shared/ui/parseCard';
import type { MessageActions } from './actions';
import { PlainText } from './PlainText';

export interface AutoTip {
  autoTip: string;
  btnList: { value: string }[];
}

/** The tips of the content, or null when it is not such a list. */
export function parseAutoTips(content: unknown): AutoTip[] | null {
  const value = parseJson(content, 'auto tip list');
  if (!Array.isArray(value)) {
    if (value !== undefined) console.warn('chat-online: auto tip list is not a list', value);
    return null;
  }
  return value
    .filter((tip): tip is Record<string, unknown> => !!tip && typeof tip === 'object')
    .map((tip) => ({
      autoTip: typeof tip.autoTip === 'string' ? tip.autoTip : '',
      btnList: (Array.isArray(tip.btnList) ? tip.btnList : [])
        .map((button: unknown) => (button as { value?: unknown } | null)?.value)
        .filter((value): value is string => typeof value === 'string' && value.trim() != '')
        .map((value) => ({ value })),
    }))
    .filter((tip) => tip.autoTip || tip.btnList.length);
}

export function AutoTipList({ content, actions }: { content: string; actions: MessageActions }) {
  const tips = parseAutoTips(content);
  if (!tips) return <PlainText text={content} />;
  return (
    <div class="msg-autotips">
      {tips.map((tip, index) => (
        <div key={index} class="msg-autotip">
          {tip.autoTip && <p class="msg-autotip__title">{tip.autoTip}</p>}
          {tip.btnList.length > 0 && (
            <div class="msg-chips">
              {tip.btnList.map((button, buttonIndex) => (
                <button key={buttonIndex} type="button" class="msg-chip" onClick={() => actions.sendText(button.value)}>
                  {button.value}
                </button>
              ))}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
