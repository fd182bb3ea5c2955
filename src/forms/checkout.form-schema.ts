import { z } from 'zod';
import { checkoutFormIssues, checkoutProviders, walletModes, type CheckoutFormContext, type CheckoutFormField } from './checkout-form-rules';

export { checkoutFormMessages } from './checkout-form-rules';

/**
 * spec 3 §5: the checkout form as a zod schema, its rules the ones of `checkout-form-rules.ts` (one
 * function), so a value the page accepts is one the schema accepts and the other way round.
 */
export function checkoutFormSchema(context: CheckoutFormContext) {
  return z
    .object({
      paymentProvider: z.union([z.enum(checkoutProviders), z.literal('')]),
      walletMode: z.enum(walletModes),
      // The length caps are rules of checkout-form-rules.ts too, so the page and the schema agree.
      mobileNumber: z.string(),
      debitMobileWalletNo: z.string(),
      email: z.string(),
      cnic: z.string(),
      cardNumber: z.string(),
      nameOnCard: z.string(),
      cardExpiry: z.string(),
      cvv: z.string(),
    })
    .superRefine((values, ctx) => {
      const issues = checkoutFormIssues(values, context);
      for (const [field, message] of Object.entries(issues) as [CheckoutFormField, string][]) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    });
}
export type CheckoutForm = z.output<ReturnType<typeof checkoutFormSchema>>;
