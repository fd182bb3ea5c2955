import { z } from 'zod';
import { checkServiceForm, serviceFieldsSchema, serviceStatusFormSchema } from '../forms/service.form-schema';
import { defineCall } from './call-definition';
import { gridPageOf, gridPageQuerySchema } from './grid-page.schema';
import { deletedSchema, recordIdParams } from './catalogue-ids.schema';
import { renamed, renamedPath, reversed } from './wire-names';

// spec 2 §2.5, §3 Service and §7 Services. Figures are JSON numbers with at most two decimals
// (docs/decisions/0004-money.md); a merchant sees and changes only its own services.

const figure = z.number().finite();
const chargeSchema = z.object({ value: figure, percentage: z.boolean() });
const voucherFee = z.object({ value: figure, type: z.enum(['fixed', 'percent']) });

export const serviceStoreDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Left out for merchant users: the store key is the platform's credential with Easypaisa. */
  epStoreKey: z.string().optional(),
  epStoreId: z.string(),
  epStoreAccountNumber: z.string(),
  epServiceName: z.string(),
  balance: figure,
});

export const serviceSchema = z.object({
  _id: z.string(),
  serviceId: z.string(),
  country: z.string(),
  /** The merchant's id; merchantName is what lists show. */
  merchant: z.string(),
  merchantName: z.string(),
  packages: z.object({ d: figure.nullable(), w: figure.nullable(), m: figure.nullable(), y: figure.nullable(), oneTime: figure.nullable() }),
  serviceName: z.string(),
  jcServiceName: z.string().nullable(),
  epServiceName: z.string().nullable(),
  ccServiceName: z.string().nullable(),
  serviceProvider: z.string(),
  operatorName: z.string().nullable(),
  subscriptionFrequency: z.string().nullable(),
  currency: z.string(),
  freshWalletsAllowed: z.boolean(),
  price: figure,
  disbursementAmount: figure.nullable(),
  autoDisburse: z.boolean(),
  perTransactionCharge: figure.nullable(),
  epPerTransactionCharge: figure.nullable(),
  epPerTransactionValues: chargeSchema.nullable(),
  jcPerTransactionValues: chargeSchema.nullable(),
  serviceType: z.enum(['Loan', 'Voucher', 'Others']),
  notificationApi: z.string().nullable(),
  tokenApi: z.string().nullable(),
  clickIdApi: z.string().nullable(),
  portalUrl: z.string().nullable(),
  carrierShare: figure,
  merchantShare: figure,
  waleeShare: figure,
  payoutShare: figure,
  payoutShareChecked: z.boolean(),
  paymentMethods: z.array(z.string()),
  voucherConfig: z
    .object({
      vendorMargin: voucherFee,
      withholdingTax: voucherFee,
      repatriationCost: voucherFee,
      salesRate: voucherFee,
      merchantCost: voucherFee,
      marginDistribution: z.object({ walee: figure, merchant: figure }),
    })
    .nullable(),
  epStoreConfig: z.array(serviceStoreDtoSchema),
  /** spec 2 §4: true is shown Active, false Suspended. */
  status: z.boolean(),
  createdDate: z.string(),
});
export type ServiceDto = z.infer<typeof serviceSchema>;

/** docs/decisions/0027-administration-grids.md: the services grid, a page at a time, newest first. */
export const pageServices = defineCall({
  id: 'services.page',
  summary: 'One page of the services grid, newest first, with the count of every service the caller may see',
  base: 'api',
  method: 'GET',
  path: '/services/get/page',
  query: gridPageQuerySchema,
  response: gridPageOf(serviceSchema),
});

export const listServices = defineCall({
  id: 'services.list',
  summary: 'Services visible to the caller, newest first (a merchant sees its own)',
  base: 'api',
  method: 'GET',
  path: '/services/get',
  response: z.array(serviceSchema),
});

export const getService = defineCall({
  id: 'services.get',
  summary: "One service; another merchant's or a deleted one answers 404",
  base: 'api',
  method: 'GET',
  path: '/services/get/{id}',
  params: recordIdParams,
  response: serviceSchema,
});

export const getServiceBySid = defineCall({
  id: 'services.getBySid',
  summary: 'One service by its public service id (the answer carries portalUrl)',
  base: 'api',
  method: 'GET',
  path: '/services/get/sid/{id}',
  params: z.object({ id: z.string().regex(/^[0-9A-Za-z_-]{1,32}$/, 'Not a valid service id') }),
  response: serviceSchema,
});

/** docs/spec/decisions.md §2: the service's body names the platform's share `waleeShare` (spec 2 §5). */
export const serviceWireNames = { platformShare: 'waleeShare' } as const;
export const serviceCodeNames = reversed(serviceWireNames);

/**
 * spec 2 §2.5: the body of add and edit is the service form (src/forms/service.form-schema.ts) under
 * the wire's names: the same fields in the same order and the same rules, each issue naming the
 * wire's field. Each side's wire mapping renames it to the form and back.
 */
export const serviceBodySchema = z
  .object(renamed(serviceFieldsSchema.shape, serviceWireNames))
  .superRefine((body, ctx) =>
    checkServiceForm(renamed(body, serviceCodeNames), (path, message) => ctx.addIssue({ code: 'custom', path: renamedPath(path, serviceWireNames), message })),
  );
/** The body as the portal sends it. */
export type ServiceBody = z.input<typeof serviceBodySchema>;
/** The body as the server reads it, defaults applied. */
export type ServiceBodyRead = z.output<typeof serviceBodySchema>;

export const addService = defineCall({
  id: 'services.add',
  summary: "Creates a service (Services.createServices); a merchant's own only, suspended until platform staff activate it",
  base: 'api',
  method: 'POST',
  path: '/services/add',
  body: serviceBodySchema,
  response: serviceSchema,
});

export const editService = defineCall({
  id: 'services.edit',
  summary: 'Edits a service (Services.editServices); a merchant cannot change its commercial terms or stores',
  base: 'api',
  method: 'PUT',
  path: '/services/edit/{id}',
  params: recordIdParams,
  body: serviceBodySchema,
  response: serviceSchema,
});

export const setServiceStatus = defineCall({
  id: 'services.status',
  summary: 'Sets Active (true) or Suspended (false) (Services.activateDeactivateServices); a merchant may only suspend',
  base: 'api',
  method: 'PUT',
  path: '/services/edit/status/{id}',
  params: recordIdParams,
  body: serviceStatusFormSchema,
  response: serviceSchema,
});

const namedSchema = z.object({ _id: z.string(), name: z.string() });

/** spec 2 §7: the service form's lookup of merchants, carriers and operators; path ours. */
export const serviceFormData = defineCall({
  id: 'services.formData',
  summary: 'Merchants (a merchant: itself), carriers and operators for the service form',
  base: 'api',
  method: 'GET',
  path: '/services/form-data',
  response: z.object({ merchants: z.array(namedSchema), carriers: z.array(namedSchema), operators: z.array(namedSchema) }),
});

/** Not shown in spec 2 §7; spec 2 §4 "Deleting ... other records" (docs/decisions/0015-catalogue.md). */
export const deleteService = defineCall({
  id: 'services.delete',
  summary: 'Hides a service (Services.deleteServices) and suspends it; its transactions and payouts stay',
  base: 'api',
  method: 'DELETE',
  path: '/services/delete/{id}',
  params: recordIdParams,
  response: deletedSchema,
});
