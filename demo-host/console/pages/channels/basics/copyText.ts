// Copies a field's text through the clipboard API, which needs a secure page; else the
// browser's copy of the selected text.
export async function copyText(input: HTMLInputElement | HTMLTextAreaElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(input.value);
    return true;
  } catch {
    input.select();
    return document.execCommand('copy');
  }
}
