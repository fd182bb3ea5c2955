import { z } from 'zod';
import { normaliseMsisdn } from '../domain/msisdn/msisdn';

/** spec 2 §5 Blacklist: msisdn required; the placeholder hints the format 923xxxxxxx. */
export const blacklistFormMessages = {
  msisdnRequired: 'Please provide msisdn',
  msisdnInvalid: 'Please provide a Pakistani mobile number (923xxxxxxxxx)',
} as const;

const m = blacklistFormMessages;

/**
 * The number is normalised by the domain (src/domain/msisdn/msisdn.ts), so the list stores and
 * compares one form whatever the person typed: the schema's output is `923xxxxxxxxx`.
 */
export const blacklistFormSchema = z.object({
  msisdn: z
    .string({ error: () => m.msisdnRequired })
    .trim()
    .min(1, m.msisdnRequired)
    .max(32, m.msisdnInvalid)
    .transform((value, ctx) => {
      const parsed = normaliseMsisdn(value);
      if (parsed.ok) return parsed.value as string;
      ctx.addIssue({ code: 'custom', message: m.msisdnInvalid });
      return z.NEVER;
    }),
});
export type BlacklistFormInput = z.input<typeof blacklistFormSchema>;
export type BlacklistForm = z.output<typeof blacklistFormSchema>;
