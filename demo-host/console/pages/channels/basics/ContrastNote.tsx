// The WCAG contrast of a colour the widget draws text on: the ratio always, and below AA a
// warning. A warning only: the owner may keep a brand colour the ratio dislikes.
import { AA_CONTRAST, contrastRatio } from '@shared/channelRules';
import { useT } from '../../../i18n';

const COLOUR = /^#[0-9a-f]{6}$/i;

interface Props {
  /** The colour behind the text. */
  background: string;
  /** The text's colour: white for the header and the visitor's bubbles. */
  text: string;
  low: boolean;
}

/** Rounded down, so a ratio just under AA never reads as AA. */
const shown = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

export function ContrastNote({ background, text, low }: Props) {
  const t = useT();
  if (!COLOUR.test(background) || !COLOUR.test(text)) return null;
  const ratio = shown(contrastRatio(background, text));
  const against = text.toLowerCase() == '#ffffff' ? 'white' : 'text';
  return (
    <p class={low ? 'channel-contrast channel-contrast--low' : 'channel-contrast'} role="status">
      {t(`channelBasics.contrast.${against}`, { ratio })}
      {low && ' ' + t('channelBasics.contrast.low', { aa: AA_CONTRAST })}
    </p>
  );
}
