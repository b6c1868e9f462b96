// A failed check moves the focus to its field, so a keyboard or screen-reader user lands
// where the words are.
import { type RefObject, useEffect } from 'react';
import type { FormError } from '../../stores/leave';

export function useFocusError(form: RefObject<HTMLElement | null>, error: FormError | undefined) {
  useEffect(() => {
    if (!error) return;
    const field = form.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(error.field)}"]`);
    field?.focus();
  }, [error]);
}
