/** A provider's request or answer as readable JSON; always left to right, even in Arabic. */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <pre className="inquire-json" dir="ltr" aria-label={label} tabIndex={0}>
      {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
    </pre>
  );
}
