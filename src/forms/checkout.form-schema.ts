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
      mobileNumber: z.string().max(32),
      debitMobileWalletNo: z.string().max(32),
      email: z.string().max(254),
      cnic: z.string().max(32),
      cardNumber: z.string().max(32),
      nameOnCard: z.string().max(120),
      cardExpiry: z.string().max(16),
      cvv: z.string().max(8),
    })
    .superRefine((values, ctx) => {
      const issues = checkoutFormIssues(values, context);
      for (const [field, message] of Object.entries(issues) as [CheckoutFormField, string][]) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    });
}
export type CheckoutForm = z.output<ReturnType<typeof checkoutFormSchema>>;
