/** A request or answer as readable JSON; always left to right, even in Arabic. */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    // A scrollable block must take focus so keyboard users can scroll it (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus is for scrolling, not for activation
    <section className="kit-json" dir="ltr" aria-label={label} tabIndex={0}>
      <pre>{typeof value === 'string' ? value : JSON.stringify(value, null, 2)}</pre>
    </section>
  );
}
