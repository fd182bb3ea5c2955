/** The audit log area's DI token (house style rule 4: tokens are `Symbol.for` names). */
export const AuditLogPortToken = Symbol.for('AuditLogPort');
