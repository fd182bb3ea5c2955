import { z } from 'zod';
import { boundedText, recordId, requiredText } from './catalogue-form-fields';

/**
 * spec 2 §5 Product: merchantId required; name 2 to 50, required. spec 2 §3: only merchant, name
 * and sku are editable in the form. The sku message is ours.
 */
export const productFormMessages = {
  merchantRequired: 'Please select a merchant',
  nameTooShort: 'Too short product name.',
  nameTooLong: 'Too long product name',
  nameRequired: 'Please provide valid product name',
  skuRequired: 'Please provide sku',
} as const;

const m = productFormMessages;

export const productFormSchema = z.object({
  merchantId: recordId(m.merchantRequired),
  name: boundedText({ required: m.nameRequired, tooShort: m.nameTooShort, tooLong: m.nameTooLong }),
  sku: requiredText(m.skuRequired, 64),
});
export type ProductForm = z.infer<typeof productFormSchema>;
