/**
 * A spinning ring drawn by the portal's own CSS (styles/portal.css): the spinners of the first
 * screen (session start, the loading overlay) need no PrimeReact (docs/decisions/0029-first-load.md).
 */
export function Spinner({ size }: { size: number }) {
  return (
    <svg className="pgw-spinner" width={size} height={size} viewBox="0 0 50 50" aria-hidden="true">
      <circle className="pgw-spinner__ring" cx="25" cy="25" r="20" fill="none" strokeWidth="4" />
    </svg>
  );
}
