import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../server/src/crypto/secret-box';
import { newRecordId } from '../../server/src/db/record-id';
import { resealUnderCurrentSecret } from '../../server/src/db/resealing';
import { voucherPinsColumn } from '../../server/src/vouchers/voucher-pins';
import { startTestServer, type TestServer } from './support/test-server';

// docs/decisions/0049-re-sealing-after-a-rotation.md: voucher PINs sit at one key of a JSON answer
// (voucher_requests.purchase_answer ->> 'voucherPin', sealed by migration 0025). The re-sealing
// rewrites that key alone, row by row with compare and set, on PGlite and PostgreSQL alike.
let server: TestServer;
const oldSecret = 'o'.repeat(40);
const newSecret = 'n'.repeat(40);
/** More than the re-sealing's page of 200, so the walk goes on from page to page. */
const sealedRows = 450;
const contextOf = (id: string) => voucherPinsColumn.contextOf({ id });

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('re-sealing voucher PINs after a rotation', () => {
  it('seals every PIN again under the new secret once, keeps the rest of the answer, and counts what no secret opens', async () => {
    const template = await server.db.selectFrom('voucher_requests').selectAll().limit(1).executeTakeFirstOrThrow();
    const old = new SecretBox(oldSecret, 'voucher-pins');
    // The first row holds its PIN in clear, the second one sealed for another request; the rest as 0025 sealed them.
    const rows = Array.from({ length: sealedRows + 2 }, (_, index) => {
      const id = newRecordId();
      const pin = `1000-2000-3000-${String(index).padStart(4, '0')}`;
      const stored = index === 0 ? pin : old.seal(pin, contextOf(index === 1 ? newRecordId() : id));
      return { id, pin, stored, referenceNo: `R${index}` };
    });
    const [clear, tampered, ...sealed] = rows as [(typeof rows)[0], (typeof rows)[0], ...typeof rows];
    for (let from = 0; from < rows.length; from += 100) {
      await server.db
        .insertInto('voucher_requests')
        .values(
          rows.slice(from, from + 100).map((row) => ({
            ...template,
            id: row.id,
            idempotency_key: null,
            response_payload: JSON.stringify(template.response_payload),
            financial_summary: JSON.stringify(template.financial_summary),
            purchase_answer: JSON.stringify({ referenceNo: row.referenceNo, voucherPin: row.stored }),
          })),
        )
        .execute();
    }

    // Two instances starting at once: each row is written by one of them.
    const walks = await Promise.all([0, 1].map(() => resealUnderCurrentSecret(server.db, [newSecret, oldSecret], [voucherPinsColumn])));
    const written = walks.reduce((sum, walk) => sum + (walk.resealed['voucher PINs'] ?? 0), 0);
    expect(written).toBe(sealedRows);
    for (const walk of walks) expect(walk.unreadable).toEqual({ 'voucher PINs': 1 });

    const fresh = new SecretBox(newSecret, 'voucher-pins');
    const after = await server.db
      .selectFrom('voucher_requests')
      .select(['id', 'purchase_answer'])
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    const answerOf = new Map(after.map((row) => [row.id, row.purchase_answer as { referenceNo: string; voucherPin: string }]));
    for (const row of sealed) {
      const answer = answerOf.get(row.id);
      expect(answer?.referenceNo).toBe(row.referenceNo);
      expect(fresh.open(answer?.voucherPin ?? '', contextOf(row.id))).toBe(row.pin);
    }
    // Text in clear is no sealed value; a value no listed secret opens is left as it was.
    expect(answerOf.get(clear.id)?.voucherPin).toBe(clear.pin);
    expect(answerOf.get(tampered.id)?.voucherPin).toBe(tampered.stored);

    // Nothing is left for a later start to do.
    expect(await resealUnderCurrentSecret(server.db, [newSecret, oldSecret], [voucherPinsColumn])).toEqual({
      resealed: {},
      unreadable: { 'voucher PINs': 1 },
    });
  });
});
