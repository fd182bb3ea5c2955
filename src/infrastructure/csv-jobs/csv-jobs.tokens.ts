/** The csv-jobs area's DI token (docs/style.md §4: tokens are `Symbol.for` names). */
export const CsvJobsPortToken = Symbol.for('CsvJobsPort');
