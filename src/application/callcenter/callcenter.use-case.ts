import type { CallcenterOperation } from '../../domain/callcenter/refund-rules';
import type { InquireProvider } from '../../domain/inquire/inquire-rules';
import { portMethods } from '../use-cases/port-methods';
import type { CallcenterPort, CallcenterResult, TransactionReference } from './callcenter.port';

/** spec 3 §3 Callcenter form as a section holds it: the three fields and its type. */
export interface CallcenterRequest extends TransactionReference {
  type: CallcenterOperation;
}

export interface CallcenterUseCases extends Pick<CallcenterPort, 'services'> {
  /** Sends the section's request; its `type` picks the call and is removed before sending (spec 3 §3). */
  send: (request: CallcenterRequest, idempotencyKey: string) => Promise<CallcenterResult>;
  /** Enquire Transaction: a read, sent without a key. */
  enquire: (reference: TransactionReference) => Promise<CallcenterResult>;
}

/** The transaction number as typed may carry blanks around it; the call sends it trimmed. */
function referenceOf(fields: TransactionReference): TransactionReference {
  return { serviceId: fields.serviceId, operator: fields.operator satisfies InquireProvider, transactionNumber: fields.transactionNumber.trim() };
}

export function callcenterUseCases(deps: { callcenter: CallcenterPort }): CallcenterUseCases {
  const { callcenter } = deps;
  return {
    ...portMethods(callcenter, ['services']),
    send({ type, ...fields }, idempotencyKey) {
      const reference = referenceOf(fields);
      return type === 'enquire' ? callcenter.enquire(reference) : callcenter.refund(reference, idempotencyKey);
    },
    enquire: (fields) => callcenter.enquire(referenceOf(fields)),
  };
}
