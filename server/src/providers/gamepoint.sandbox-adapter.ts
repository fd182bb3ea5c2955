import type { GamepointDetail } from '../../../src/contract/vouchers.contract';
import { SandboxVoucherFloat, sandboxDigits, voucherSandboxTestNumbers } from './sandbox-voucher-float';
import type { VendorCatalogue, VendorDetails, VendorOrder, VendorOrderResult, VendorProduct, VoucherVendorPort } from './voucher-vendor.port';

const playerField = { name: 'userid', desc: 'Player ID', type: 'text' };

/** Gamepoint's sandbox products in Gamepoint's shape (spec 3 §3): id, name, fields, servers, packages. */
const products: readonly GamepointDetail[] = [
  {
    id: 101,
    name: 'Genshin Impact',
    fields: [playerField],
    servers: [
      { name: 'Asia', value: 'os_asia' },
      { name: 'Europe', value: 'os_euro' },
      { name: 'America', value: 'os_usa' },
    ],
    packages: [
      { id: 10101, name: '60 Genesis Crystals', price: 0.99, originalprice: 1.05 },
      { id: 10102, name: '300 Genesis Crystals', price: 4.99, originalprice: 5.2 },
    ],
  },
  {
    id: 102,
    name: 'Call of Duty Mobile',
    fields: [playerField],
    servers: [],
    packages: [
      { id: 10201, name: '80 CP', price: 0.99, originalprice: 1.0 },
      { id: 10202, name: '420 CP', price: 4.99, originalprice: 5.0 },
    ],
  },
  {
    id: 103,
    name: 'Honor of Kings',
    fields: [playerField],
    servers: [],
    packages: [{ id: 10301, name: '80 Tokens', price: 0.99, originalprice: 1.0 }],
  },
];

/** Listed products Gamepoint holds no data for: 104 answers a message, 105 answers nothing (spec 3 §8). */
const withoutData: Readonly<Record<number, { name: string; message?: string }>> = {
  104: { name: 'Legacy Arena', message: 'Product details are temporarily unavailable' },
  105: { name: 'Space Raiders' },
};

/** A player id Gamepoint refuses (README "Voucher sandbox"). */
export const gamepointInvalidPlayerId = '000000';

/**
 * Gamepoint's sandbox (README "Voucher sandbox"): its products, a USD float of 3,000.00, a player id
 * required on every order, and failures as Gamepoint reports them.
 */
export class GamepointSandboxAdapter implements VoucherVendorPort {
  readonly vendor = 'Gamepoint' as const;
  readonly #float = new SandboxVoucherFloat('3000.00', 'USD');

  async catalogue(): Promise<VendorCatalogue> {
    const listed = products.map(({ id, name }) => ({ id, name }));
    for (const [id, entry] of Object.entries(withoutData)) listed.push({ id: Number(id), name: entry.name });
    return { vendor: 'Gamepoint', data: listed };
  }

  async details(voucherId: string): Promise<VendorDetails | null> {
    const id = Number(voucherId);
    const product = products.find((entry) => entry.id === id);
    if (product !== undefined) return { vendor: 'Gamepoint', data: structuredClone(product) };
    const missing = withoutData[id];
    if (missing === undefined) return null;
    return missing.message === undefined ? { vendor: 'Gamepoint', data: null } : { vendor: 'Gamepoint', data: null, message: missing.message };
  }

  async balance() {
    return { balance: this.#float.balance(), currency: this.#float.currency };
  }

  async stocks(): Promise<null> {
    return null;
  }

  async product(voucherId: string, productCode: string): Promise<VendorProduct | null> {
    const product = products.find((entry) => entry.id === Number(voucherId));
    const chosen = product?.packages.find((entry) => String(entry.id) === productCode);
    if (product === undefined || chosen === undefined) return null;
    return { voucherId, productCode, productName: `${product.name} ${chosen.name}`, price: chosen.price.toFixed(2), currency: 'USD', active: true };
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
      response: { code, message, referenceno: order.reference },
    });
    const number = order.buyer.userMsisdn;
    if (number === voucherSandboxTestNumbers.timeout) return failed('timeout', 'Gamepoint did not answer in time', 504);
    if (number === voucherSandboxTestNumbers.declined) return failed('declined', 'Gamepoint declined the order', 101);
    const product = await this.product(order.voucherId, order.productCode);
    if (product === null) return failed('declined', 'Gamepoint does not know this package', 102);
    const playerId = order.fields.userid?.trim() ?? '';
    if (playerId === '' || playerId === gamepointInvalidPlayerId) return failed('invalid-player', 'Invalid player ID', 103);
    const detail = products.find((entry) => entry.id === Number(order.voucherId));
    const server = order.fields.server;
    if (detail !== undefined && detail.servers.length > 0 && !detail.servers.some((entry) => entry.value === server)) {
      return failed('invalid-player', 'Choose the server of the player', 104);
    }
    if (number === voucherSandboxTestNumbers.insufficientBalance || !this.#float.debit(product.price)) {
      return failed('insufficient-balance', 'Insufficient balance with Gamepoint', 105);
    }
    return {
      outcome: 'success',
      referenceNo: `GP${sandboxDigits(order.reference, 12)}`,
      voucherPin: null,
      order: { product_code: order.productCode, quantity: 1, status: 'SUCCESS', userid: playerId, ...(server === undefined ? {} : { server }) },
    };
  }
}
