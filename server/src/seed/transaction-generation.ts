import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { failureMessagePool } from './failure-message-pool';

export interface TransactionBatch {
  /** Row numbers firstIndex .. firstIndex + count - 1 drive every pick, so a batch is reproducible. */
  firstIndex: number;
  count: number;
  seed: number;
  from: Date;
  to: Date;
  /** Limit to these merchants' services; all collecting services when absent. */
  merchantIds?: readonly string[];
}

const walletProducts = ['Premium Plan', 'Game Credits', 'Mobile Top-up', 'E-book', 'Music Subscription'];
const loanProducts = ['Loan Repayment', 'Loan Instalment'];

function textArray(values: readonly string[]) {
  return sql`array[${sql.join(values.map((value) => sql`${value}::text`))}]`;
}

/**
 * Inserts a batch of transactions in one INSERT ... SELECT over generate_series: no row crosses
 * the wire. Every pick (service, time, amount, status, message, msisdn) is a hash of the row
 * number and the seed, so the same batch gives the same rows. Ids look like Mongo ObjectIds
 * (seconds, random, counter); the counter is the public transaction number, so ids never collide.
 * Amounts are integer paisa from 50 to 25,000 PKR, skewed to small payments (a product of two
 * uniform picks). Shares follow transactionShares (src/domain/transactions/transaction-shares.ts):
 * PGW share = round(amount × PGW percent / 100, 2), half away from zero as numeric round does;
 * merchant share and net amount = amount − PGW share. Status: 85% Success, 12% Failed, 3% Pending.
 * Answers the number of rows inserted (0 when no service matches).
 */
export async function insertTransactionBatch(db: Kysely<DatabaseSchema>, batch: TransactionBatch): Promise<number> {
  if (batch.count <= 0) return 0;
  const spanMs = Math.max(1, batch.to.getTime() - batch.from.getTime());
  const last = batch.firstIndex + batch.count - 1;
  const merchantFilter = batch.merchantIds === undefined ? sql`true` : sql`s.merchant_id = any(${textArray(batch.merchantIds)})`;
  const h = (salt: number) => sql`(hashint8extended(g.i, ${batch.seed * 16 + salt}::bigint) & 9223372036854775807)`;
  const result = await sql`
    with svc as (
      select (row_number() over (order by s.service_id) - 1)::bigint as k, s.id, s.merchant_id, s.service_name, s.country,
             s.currency, s.service_type, s.walee_share, coalesce(s.operator_name, s.service_provider) as operator,
             case s.service_provider when 'Easypaisa' then 'easypaisa' when 'Jazzcash' then 'jazzcash' else 'card' end as provider,
             upper(left(regexp_replace(m.name, '[^A-Za-z]', '', 'g'), 3)) as order_prefix
      from services s join merchants m on m.id = s.merchant_id
      where s.service_type <> 'Voucher' and ${merchantFilter}
    ),
    picks as (
      select g.i, ${h(1)} as h_service, ${h(2)} as h_time, ${h(3)} as h_amount, ${h(4)} as h_status, ${h(5)} as h_msisdn
      from generate_series(${batch.firstIndex}::bigint, ${last}::bigint) as g(i)
    ),
    shaped as materialized (
      select svc.*, p.h_msisdn, p.h_status,
             ${batch.from.toISOString()}::timestamptz + (p.h_time % ${spanMs}::bigint) * interval '1 millisecond' as ts,
             ((5000 + ((p.h_amount % 1000) * ((p.h_amount / 1000) % 1000) * 2495000) / 998001)::numeric / 100)::numeric(18,2) as amount,
             case when p.h_status % 1000 < 850 then 'Success' when p.h_status % 1000 < 970 then 'Failed' else 'Pending' end as status,
             nextval('transaction_number_seq') as n
      from picks p join svc on svc.k = p.h_service % (select count(*) from svc)
    ),
    priced as (
      select s.*, round(s.amount * s.walee_share / 100, 2) as walee_value from shaped s
    )
    insert into transactions (id, transaction_id, order_id, merchant_id, service_id, provider, msisdn, country, operator,
      product_name, service_name, transaction_date, amount, currency, merchant_share_value, walee_share_value, net_amount,
      status, failure_message, created_at, updated_at)
    select lpad(to_hex(floor(extract(epoch from ts))::bigint), 8, '0') || lpad(to_hex(h_msisdn % 16777216), 6, '0')
             || lpad(to_hex(n), 10, '0'),
           case provider when 'easypaisa' then 'EP' when 'jazzcash' then 'JC' else 'CC' end || lpad(n::text, 10, '0'),
           order_prefix || '-' || lpad(n::text, 10, '0'),
           merchant_id, id, provider,
           '03' || (h_msisdn % 5)::text || lpad(((h_msisdn / 5) % 100000000)::text, 8, '0'),
           country, operator,
           case when service_type = 'Loan' then (${textArray(loanProducts)})[1 + (h_msisdn / 7) % ${loanProducts.length}]
                else (${textArray(walletProducts)})[1 + (h_msisdn / 7) % ${walletProducts.length}] end,
           service_name, ts, amount, currency, amount - walee_value, walee_value, amount - walee_value, status,
           case when status = 'Failed'
                then (${textArray(failureMessagePool)})[1 + (h_status / 1000) % ${failureMessagePool.length}] end,
           ts, ts
    from priced
    order by ts
  `.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}
