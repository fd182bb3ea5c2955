import { describe, expect, it } from 'vitest';
import { settlementRequiredMessages } from '../../src/domain/settlements/settlement-form-rules';
import { settlementFormSchema } from '../../src/forms/settlement.form-schema';

describe('settlement form schema (spec 1 §5)', () => {
  it('names every required field of an empty form', () => {
    const outcome = settlementFormSchema.safeParse(Object.fromEntries(Object.keys(settlementRequiredMessages).map((key) => [key, ''])));
    expect(outcome.success).toBe(false);
    const keys = new Set(outcome.error?.issues.map((issue) => issue.message));
    for (const field of Object.keys(settlementRequiredMessages)) expect(keys).toContain(`settlements.form.required.${field}`);
  });
});
