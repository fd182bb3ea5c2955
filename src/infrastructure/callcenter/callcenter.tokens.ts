/** The call centre area's DI token (docs/style.md §4: tokens are `Symbol.for` names). */
export const CallcenterPortToken = Symbol.for('CallcenterPort');
