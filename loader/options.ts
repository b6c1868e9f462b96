// Boot options, from the script tag's data attributes or from `boot(options)`.
export interface BootOptions {
  channelId: string;
  locale?: string;
  position?: 'left' | 'right';
  open?: boolean;
  zIndex?: number;
  /** Accessible name of the bubble; a site in another language sets its own. */
  label?: string;
}

/** A channel id the widget can use in its URL; anything else is refused at boot. */
export const isChannelId = (value: unknown): value is string => typeof value == 'string' && /^[\w-]{1,64}$/.test(value);

/** The script tag's `data-*` attributes as boot options, or undefined without a channel. */
export function optionsFromScript(script: HTMLScriptElement): BootOptions | undefined {
  const { channelId, locale, position, open, zIndex, label } = script.dataset;
  if (!channelId) return undefined;
  return {
    channelId,
    locale,
    position: position as BootOptions['position'],
    open: open == 'true',
    zIndex: zIndex ? Number(zIndex) : undefined,
    label,
  };
}
