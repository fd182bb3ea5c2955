/** The call centre area's DI token (house style rule 4: tokens are `Symbol.for` names). */
export const CallcenterPortToken = Symbol.for('CallcenterPort');
