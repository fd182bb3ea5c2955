// docs/style.md §7: an expected failure is a value whose stable code doubles as the i18n key,
// and names the field it is about so the API can answer 400 with that field.
export interface RuleIssue<Code extends string = string, Field extends string = string> {
  code: Code;
  field: Field;
  /** The user-facing text where the specification gives one. */
  message?: string;
}

export type Outcome<T, Issue> = { ok: true; value: T } | { ok: false; issues: Issue[] };
