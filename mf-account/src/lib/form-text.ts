/** The value of a submitted form's input or text area, read from the form's elements by name. */
export function formText(form: HTMLFormElement, name: string): string {
  const input = form.elements.namedItem(name);
  return input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement ? input.value : '';
}
