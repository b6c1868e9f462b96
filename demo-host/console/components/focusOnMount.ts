// Focus for what appears after the page loaded. The `autofocus` attribute is honoured once
// per document (the sign-in field takes it), so a form or dialog that opens later focuses
// its first field with this ref instead: a stable callback, run when the element mounts.
export const focusOnMount = (element: HTMLElement | null) => element?.focus();
