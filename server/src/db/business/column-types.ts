import type { ColumnType } from 'kysely';

// Column shapes the business tables share, in the conventions of core-tables.ts: numeric columns
// are exact decimal strings (docs/spec/decisions.md §3), timestamptz reads as a Date.

/** numeric with a database default: optional on insert. */
export type MoneyWithDefault = ColumnType<string, string | undefined, string>;
/** numeric that may be absent (e.g. an exchange rate only USD needs). */
export type NullableDecimal = ColumnType<string | null, string | null | undefined, string | null>;
/** numeric(7,4) percent, e.g. '96.0000'. */
export type Percent = ColumnType<string, string, string>;
/** numeric(7,4) percent with a database default. */
export type PercentWithDefault = ColumnType<string, string | undefined, string>;
/** An integer counter with a database default (int8 reads as a number, see value-parsing.ts). */
export type Counter = ColumnType<number, number | undefined, number>;
/** timestamptz that may be absent. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** timestamptz with a database default that updates may set. */
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** date: read as its 'YYYY-MM-DD' text (value-parsing.ts). */
export type DateText = ColumnType<string, string, string>;
export type NullableDateText = ColumnType<string | null, string | null | undefined, string | null>;
/** jsonb with a database default: optional on insert, written as JSON text. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
/** jsonb that may be null. */
export type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** A text column that may be left out on insert. */
export type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;
