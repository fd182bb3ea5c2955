import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SecretBox } from '../crypto/secret-box';

/** A column of secret-box values, named by its owner (the area that seals it). */
export interface SealedColumn {
  /** What the audit entry and the log call it, e.g. 'second-factor secrets'. */
  name: string;
  /** The secret box's purpose the owner seals it with. */
  purpose: string;
  table: string;
  column: string;
  /** The primary key's columns (text), the order the rows are walked in. */
  keyColumns: readonly string[];
  /** Only the rows this where clause keeps (e.g. one settings key). */
  only?: { column: string; equals: string };
  /**
   * The sealed text is held in a jsonb column: `true` as the column's JSON string, `{ key }` as the
   * string at that key of the column's JSON object (the rest of the object is left as it is).
   */
  json?: true | { key: string };
  /** The authenticated data the owner sealed the row's value with, from its key columns. */
  contextOf(keys: Readonly<Record<string, string>>): string;
}

export interface Resealing {
  /** Values sealed again under the current secret, per column name. */
  resealed: Record<string, number>;
  /** Values no listed secret opens (tampered, or sealed under a secret no longer listed). */
  unreadable: Record<string, number>;
}

const batch = 200;

/** The sealed text where the column holds it. */
function sealedTextOf(column: SealedColumn): RawBuilder<string> {
  const stored = sql.ref(column.column);
  if (column.json === undefined) return sql<string>`${stored}`;
  return column.json === true ? sql<string>`${stored} #>> '{}'` : sql<string>`${stored} ->> ${column.json.key}::text`;
}

/** The column's new value with `fresh` in the sealed text's place. */
function writtenOf(column: SealedColumn, fresh: string): RawBuilder<unknown> {
  if (column.json === undefined) return sql`${fresh}`;
  if (column.json === true) return sql`to_jsonb(${fresh}::text)`;
  return sql`jsonb_set(${sql.ref(column.column)}, array[${column.json.key}::text], to_jsonb(${fresh}::text))`;
}

/**
 * docs/decisions/0049-re-sealing-after-a-rotation.md: every value a previous secret sealed is sealed
 * again under the current one, so the previous secret can be dropped. Rows are walked by key in
 * batches; each row is written only if it still holds the value read (compare and set), so several
 * instances re-sealing at once, or a request changing the row meanwhile, lose nothing, and a crash
 * half way leaves values each listed secret still opens, which the next start takes on.
 */
export async function resealUnderCurrentSecret<S>(db: Kysely<S>, secrets: readonly string[], columns: readonly SealedColumn[]): Promise<Resealing> {
  const outcome: Resealing = { resealed: {}, unreadable: {} };
  for (const column of columns) {
    const box = new SecretBox(secrets, column.purpose);
    const value = sealedTextOf(column);
    const keys = sql.join(column.keyColumns.map((name) => sql.ref(name)));
    const only = column.only === undefined ? sql`true` : sql`${sql.ref(column.only.column)} = ${column.only.equals}`;
    let after: string[] | undefined;
    let resealed = 0;
    let unreadable = 0;
    for (;;) {
      const page = after === undefined ? sql`true` : sql`(${keys}) > (${sql.join(after)})`;
      const { rows } = await sql<Record<string, string>>`select ${keys}, ${value} as sealed from ${sql.table(column.table)}
        where ${only} and ${value} like 'enc:v1:%' and ${page} order by ${keys} limit ${batch}`.execute(db);
      for (const row of rows) {
        const stored = row.sealed as string;
        let fresh: string | null;
        try {
          fresh = box.resealed(stored, column.contextOf(row));
        } catch {
          unreadable += 1;
          continue;
        }
        if (fresh === null) continue;
        const matches = sql.join(
          column.keyColumns.map((name) => sql`${sql.ref(name)} = ${row[name]}`),
          sql` and `,
        );
        const updated = await sql`update ${sql.table(column.table)} set ${sql.ref(column.column)} = ${writtenOf(column, fresh)}
          where ${matches} and ${value} = ${stored}`.execute(db);
        resealed += Number(updated.numAffectedRows ?? 0n);
      }
      const last = rows.at(-1);
      if (last === undefined || rows.length < batch) break;
      after = column.keyColumns.map((name) => last[name] as string);
    }
    if (resealed > 0) outcome.resealed[column.name] = resealed;
    if (unreadable > 0) outcome.unreadable[column.name] = unreadable;
  }
  return outcome;
}
