/** The csv-jobs area's DI token (house style rule 4: tokens are `Symbol.for` names). */
export const CsvJobsPortToken = Symbol.for('CsvJobsPort');
