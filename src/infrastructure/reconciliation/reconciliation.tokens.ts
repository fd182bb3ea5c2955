/** The reconciliation area's DI token (house style rule 4: tokens are `Symbol.for` names). */
export const ReconciliationPortToken = Symbol.for('ReconciliationPort');
