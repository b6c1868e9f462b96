// What went wrong, in the agent's language: the server's "field: key" messages name a key
// the console has a text for; anything else is shown as the server said it.
import type { TextFunction } from '@shared/ui/texts';

export function errorText(t: TextFunction, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const key = /^[a-zA-Z]+: (fileMax|onlyIMG|maxCount)$/.exec(message)?.[1];
  return key ? t(`errors.${key}`) : t('errors.generic', { message });
}
