import { z } from 'zod';

/**
 * The one whitelist of transaction fields a column filter may search (spec 1 §2: equals or
 * contains, case-insensitive), shared by the report, its Export and the voucher transactions. The
 * server maps each to one column and never puts what a client sent into SQL. Country and currency
 * are not here: every one of those calls has its own country and currency fields.
 */
export const transactionSearchFields = ['transactionId', 'orderId', 'msisdn', 'operator', 'productName', 'serviceName', 'status'] as const;
export type TransactionSearchField = (typeof transactionSearchFields)[number];

export const searchOperators = ['equals', 'contains'] as const;
export type SearchOperator = (typeof searchOperators)[number];

export const transactionSearchSchema = z.object({
  field: z.enum(transactionSearchFields, { error: 'This column cannot be filtered' }),
  operator: z.enum(searchOperators, { error: 'Use equals or contains' }),
  value: z.string().trim().min(1, 'Enter a value to filter by').max(100),
});
export type TransactionSearch = z.infer<typeof transactionSearchSchema>;

/** Equals and contains on every field at once is the most a screen can ask for. */
export const transactionSearchListSchema = z.array(transactionSearchSchema).max(transactionSearchFields.length * searchOperators.length);
