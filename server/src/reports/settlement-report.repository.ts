import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { SettlementReportRowDto, settlementDetailSchema } from '../../../src/contract/report-rows.schema';
import type { SettlementsTable } from '../db/business/report.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { wireAmount, wireInstant, wireRate } from './wire-values';

type SettlementDetailDto = z.input<typeof settlementDetailSchema>;
type SettlementRecord = Selectable<SettlementsTable> & { merchant_name: string };

function reportRowOf(row: SettlementRecord): SettlementReportRowDto {
  return {
    _id: row.id,
    transactionId: row.transaction_id,
    transactionDate: wireInstant(row.transaction_date),
    channel: row.channel,
    settledCurrency: row.settled_currency,
    grossSettledAmount: wireAmount(row.gross_settled_amount),
    netSettledAmount: wireAmount(row.net_settled_amount),
    totalRevenue: wireAmount(row.total_revenue),
    localCurrency: row.local_currency,
    country: row.country,
    merchantName: row.merchant_name,
    userTypeId: row.merchant_id,
  };
}

/** spec 1 §2 Settlement report: newest first; a merchant sees its own settlements only. */
export class SettlementReportRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  private visible(merchantId: string | 'all') {
    const query = this.db.selectFrom('settlements as st').innerJoin('merchants as m', 'm.id', 'st.merchant_id');
    return merchantId === 'all' ? query : query.where('st.merchant_id', '=', merchantId);
  }

  async page(merchantId: string | 'all', page: number, limit: number): Promise<SettlementReportRowDto[]> {
    const rows = await this.visible(merchantId)
      .selectAll('st')
      .select('m.name as merchant_name')
      .orderBy('st.transaction_date', 'desc')
      .orderBy('st.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute();
    return rows.map(reportRowOf);
  }

  async count(merchantId: string | 'all'): Promise<number> {
    const row = await this.visible(merchantId).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async findById(id: string, merchantId: string | 'all'): Promise<SettlementDetailDto | undefined> {
    const row = await this.visible(merchantId).selectAll('st').select('m.name as merchant_name').where('st.id', '=', id).executeTakeFirst();
    if (row === undefined) return undefined;
    return {
      ...reportRowOf(row),
      exchangeRate: wireRate(row.exchange_rate),
      remittanceCharges: wireAmount(row.remittance_charges),
      remittanceChargesPercentage: wireRate(row.remittance_charges_percentage),
      waleeShare: wireAmount(row.walee_share),
      waleeSharePercentage: wireRate(row.walee_share_percentage),
      merchantShare: wireAmount(row.merchant_share),
      merchantSharePercentage: wireRate(row.merchant_share_percentage),
      subTotal: wireAmount(row.sub_total),
      netTransferAmount: wireAmount(row.net_transfer_amount),
      dateFrom: row.date_from,
      dateTo: row.date_to,
      status: row.status,
    };
  }
}
