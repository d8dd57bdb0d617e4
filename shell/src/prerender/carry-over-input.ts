type TField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';

/** Sets a value as typing would, so React's onChange (and react-hook-form) sees it. */
const setValueAsTyped = (field: TField, value: string) => {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
};

const isCheckable = (field: TField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * What a visitor did on the prerendered page before the app drew it, done again on the
 * app's page: the values typed or chosen, and where the cursor was (`focused`, read before
 * the prerendered page left the document). The two pages are the same markup, so fields
 * pair up in order; a page that differs pairs nothing.
 */
export function carryOverInput(from: HTMLElement, to: HTMLElement, focused: Element | null): void {
  const before = [...from.querySelectorAll<TField>(FIELDS)];
  const after = [...to.querySelectorAll<TField>(FIELDS)];
  if (before.length === 0 || before.length !== after.length) return;

  before.forEach((field, index) => {
    const target = after[index]!;
    if (
      target.tagName !== field.tagName ||
      target.getAttribute('name') !== field.getAttribute('name')
    ) {
      return;
    }
    if (isCheckable(field)) {
      if (target instanceof HTMLInputElement && target.checked !== field.checked) target.click();
    } else if (target.value !== field.value) {
      setValueAsTyped(target, field.value);
    }
    if (field === focused) target.focus();
  });
}
