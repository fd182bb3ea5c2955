import './line-icon.css';

/** The icons of the first load (sign-in page, language switch); every other screen uses primeicons. */
export type LineIconName = 'chart-line' | 'exclamation-triangle' | 'eye' | 'eye-slash' | 'globe' | 'send' | 'sign-in' | 'user' | 'wallet';

/** A decorative icon in the text's colour and size. */
export function LineIcon({ name, className = '' }: { name: LineIconName; className?: string }) {
  return <i className={`line-icon line-icon--${name} ${className}`.trim()} aria-hidden="true" />;
}
