import type { CheckoutMessageKey } from '../../application/checkout/checkout.machine';
import { textOf, urduOf, type TextKey } from './checkout-text';

/** English with its Urdu caption under it (spec 3 §1: the checkout page is English with Urdu captions). */
export function Bi({ k, as: Tag = 'span' }: { k: TextKey; as?: 'span' | 'h1' | 'h2' | 'p' | 'strong' }) {
  const text = textOf(k);
  return (
    <Tag className="bi">
      <span lang="en">{text.en}</span>
      <span className="ur" lang="ur" dir="rtl">
        {text.ur}
      </span>
    </Tag>
  );
}

/** Every message key the machine holds is a key of the catalogues. */
export const pageText = (key: CheckoutMessageKey): { en: string; ur: string } => textOf(key satisfies TextKey);

/** A message: the page's own (both captions from the catalogues) or the server's or the form's English, with its Urdu caption when known. */
export function Message({ text, id }: { text: string | { en: string; ur: string }; id?: string }) {
  const en = typeof text === 'string' ? text : text.en;
  const ur = typeof text === 'string' ? urduOf(text) : text.ur;
  return (
    <span className="message" id={id} role="alert">
      <span lang="en">{en}</span>
      {ur === undefined ? null : (
        <span className="ur" lang="ur" dir="rtl">
          {ur}
        </span>
      )}
    </span>
  );
}
