import { z } from 'zod';
import { inquireProviders, orderIdMaxLength } from '../domain/inquire/inquire-rules';

const providerRequired = 'inquire.form.providerRequired';

/** spec 1 §5: the inquire form. Messages are catalogue keys, shown in the chosen language. */
export const inquireFormSchema = z.object({
  // The Dropdown starts empty (null), which is "Provider is required" like any unknown value.
  provider: z
    .enum(inquireProviders, { error: providerRequired })
    .nullable()
    .transform((value, context) => {
      if (value === null) {
        context.addIssue({ code: 'custom', message: providerRequired });
        return z.NEVER;
      }
      return value;
    }),
  orderId: z
    .string()
    .trim()
    .min(1, 'inquire.form.orderIdRequired')
    .refine((value) => [...value].length <= orderIdMaxLength, 'inquire.form.orderIdTooLong'),
});
export type InquireFormInput = z.input<typeof inquireFormSchema>;
export type InquireFormValues = z.output<typeof inquireFormSchema>;
