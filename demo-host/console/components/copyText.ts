// Copies a text for the person to paste elsewhere (a one-time link, a snippet): through the
// clipboard API, which needs a secure page; else the browser's copy of the field's selected text.
export async function copyText(field: HTMLInputElement | HTMLTextAreaElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(field.value);
    return true;
  } catch {
    field.select();
    return document.execCommand('copy');
  }
}
