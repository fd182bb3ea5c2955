import { z } from 'zod';
import { inquireProviders } from '../domain/inquire/inquire-rules';

/**
 * spec 3 §3 Callcenter form: operator, transactionNumber, serviceId (the form's `type`, enquire or
 * refund, is the section's and never sent). The specification gives the form no field rules, so
 * the portal shows none before sending; the server still needs each field, and its 400 names the
 * field with these messages (ours, docs/decisions/0033-call-centre-and-refunds.md).
 */
export const callcenterFormMessages = {
  serviceRequired: 'Please select a service',
  operatorRequired: 'Please select a service provider',
  transactionNumberRequired: 'Please provide the transaction ID',
  transactionNumberTooLong: 'The transaction ID is too long',
} as const;

const m = callcenterFormMessages;
export const transactionNumberMaxLength = 64;

export const callcenterFormSchema = z.object({
  serviceId: z
    .string({ error: () => m.serviceRequired })
    .trim()
    .min(1, m.serviceRequired)
    .max(64, m.serviceRequired),
  operator: z.enum(inquireProviders, { error: () => m.operatorRequired }),
  transactionNumber: z
    .string({ error: () => m.transactionNumberRequired })
    .trim()
    .min(1, m.transactionNumberRequired)
    .max(transactionNumberMaxLength, m.transactionNumberTooLong),
});
export type CallcenterFormInput = z.input<typeof callcenterFormSchema>;
export type CallcenterForm = z.output<typeof callcenterFormSchema>;
