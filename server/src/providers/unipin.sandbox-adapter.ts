import type { UnipinVoucher } from '../../../src/contract/vouchers.contract';
import { SandboxVoucherFloat, sandboxDigits, voucherSandboxTestNumbers } from './sandbox-voucher-float';
import type { VendorCatalogue, VendorDetails, VendorOrder, VendorOrderResult, VendorProduct, VoucherVendorPort } from './voucher-vendor.port';

const icon = (code: string) => `https://sandbox.unipin.example/icons/${code.toLowerCase()}.png`;
const denomination = (code: string, name: string, amount: number) => ({
  denomination_code: code,
  denomination_name: name,
  denomination_currency: 'USD',
  denomination_amount: amount,
});

/** Unipin's sandbox catalogue, in Unipin's shape (spec 3 §3). Garena Shells is inactive (status 0). */
const catalogue: readonly UnipinVoucher[] = [
  {
    voucher_name: 'PUBG Mobile UC',
    voucher_code: 'UPN-PUBGM',
    icon_url: icon('UPN-PUBGM'),
    status: 1,
    denominations: [denomination('UPN-PUBGM-60', '60 UC', 0.99), denomination('UPN-PUBGM-325', '325 UC', 4.99), denomination('UPN-PUBGM-660', '660 UC', 9.99)],
  },
  {
    voucher_name: 'Free Fire Diamonds',
    voucher_code: 'UPN-FF',
    icon_url: icon('UPN-FF'),
    status: 1,
    denominations: [denomination('UPN-FF-100', '100 Diamonds', 0.99), denomination('UPN-FF-310', '310 Diamonds', 2.99)],
  },
  {
    voucher_name: 'Mobile Legends Diamonds',
    voucher_code: 'UPN-MLBB',
    icon_url: icon('UPN-MLBB'),
    status: 1,
    denominations: [denomination('UPN-MLBB-86', '86 Diamonds', 1.49), denomination('UPN-MLBB-172', '172 Diamonds', 2.99)],
  },
  {
    voucher_name: 'Valorant Points',
    voucher_code: 'UPN-VAL',
    icon_url: icon('UPN-VAL'),
    status: 1,
    denominations: [denomination('UPN-VAL-475', '475 Points', 4.99)],
  },
  {
    voucher_name: 'Garena Shells',
    voucher_code: 'UPN-GS',
    icon_url: icon('UPN-GS'),
    status: 0,
    denominations: [denomination('UPN-GS-33', '33 Shells', 1.0)],
  },
];

/** Stock per denomination code; a code missing here is NA (Unipin does not say). 660 UC is sold out. */
const openingStock: Readonly<Record<string, number>> = {
  'UPN-PUBGM-60': 250,
  'UPN-PUBGM-325': 40,
  'UPN-PUBGM-660': 0,
  'UPN-FF-100': 120,
  'UPN-FF-310': 15,
  'UPN-VAL-475': 8,
};

/** The sandbox price text of a denomination: Unipin answers numbers, we price from exact text. */
const priceText = (amount: number) => amount.toFixed(2);

/**
 * Unipin's sandbox (README "Voucher sandbox"): its catalogue and stock, a USD float of 5,000.00,
 * and failures as Unipin reports them: status 0 vouchers, sold-out denominations, a short float and
 * the documented test numbers.
 */
export class UnipinSandboxAdapter implements VoucherVendorPort {
  readonly vendor = 'Unipin' as const;
  readonly #float = new SandboxVoucherFloat('5000.00', 'USD');
  readonly #stock = new Map(Object.entries(openingStock));

  async catalogue(): Promise<VendorCatalogue> {
    return { vendor: 'Unipin', data: catalogue.map((voucher) => structuredClone(voucher)) };
  }

  async details(voucherId: string): Promise<VendorDetails | null> {
    const voucher = catalogue.find((entry) => entry.voucher_code === voucherId);
    return voucher === undefined ? null : { vendor: 'Unipin', data: structuredClone(voucher) };
  }

  async balance() {
    return { balance: this.#float.balance(), currency: this.#float.currency };
  }

  async stocks(voucherId: string): Promise<Record<string, number | 'NA'> | null> {
    const voucher = catalogue.find((entry) => entry.voucher_code === voucherId);
    if (voucher === undefined) return null;
    return Object.fromEntries(voucher.denominations.map((d) => [d.denomination_code, this.#stock.get(d.denomination_code) ?? 'NA']));
  }

  async product(voucherId: string, productCode: string): Promise<VendorProduct | null> {
    const voucher = catalogue.find((entry) => entry.voucher_code === voucherId);
    const chosen = voucher?.denominations.find((d) => d.denomination_code === productCode);
    if (voucher === undefined || chosen === undefined) return null;
    return {
      voucherId,
      productCode,
      productName: `${voucher.voucher_name} ${chosen.denomination_name}`,
      price: priceText(chosen.denomination_amount),
      currency: chosen.denomination_currency,
      active: voucher.status === 1,
    };
  }

  async order(order: VendorOrder): Promise<VendorOrderResult> {
    const earlier = this.#float.earlier(order.reference);
    if (earlier !== undefined) return earlier;
    return this.#float.remember(order.reference, await this.#place(order));
  }

  async #place(order: VendorOrder): Promise<VendorOrderResult> {
    const failed = (reason: Extract<VendorOrderResult, { outcome: 'failed' }>['reason'], message: string, code: number): VendorOrderResult => ({
      outcome: 'failed',
      reason,
      message,
      response: { status: 0, error_code: code, message, partner_reference: order.reference },
    });
    const number = order.buyer.userMsisdn;
    if (number === voucherSandboxTestNumbers.timeout) return failed('timeout', 'Unipin did not answer in time', 504);
    if (number === voucherSandboxTestNumbers.declined) return failed('declined', 'Unipin declined the order', 403);
    const product = await this.product(order.voucherId, order.productCode);
    if (product === null) return failed('declined', 'Unipin does not know this denomination', 404);
    if (!product.active) return failed('inactive', 'This voucher is inactive at Unipin', 410);
    const stock = this.#stock.get(order.productCode);
    if (stock !== undefined && stock <= 0) return failed('out-of-stock', 'This denomination is out of stock at Unipin', 409);
    if (number === voucherSandboxTestNumbers.insufficientBalance || !this.#float.debit(product.price)) {
      return failed('insufficient-balance', 'Insufficient balance with Unipin', 402);
    }
    if (stock !== undefined) this.#stock.set(order.productCode, stock - 1);
    const digits = sandboxDigits(order.reference, 16);
    const referenceNo = `UP${digits.slice(0, 12)}`;
    const voucherPin = `${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}`;
    return {
      outcome: 'success',
      referenceNo,
      voucherPin,
      order: { product_code: order.productCode, quantity: 1, status: 'SUCCESS', amount: product.price, currency: product.currency },
    };
  }
}
