/** The audit log area's DI token (docs/style.md §4: tokens are `Symbol.for` names). */
export const AuditLogPortToken = Symbol.for('AuditLogPort');
