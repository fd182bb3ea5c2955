import fc from 'fast-check';

// Mutation testing reruns the domain's tests once per mutant (stryker.config.json): fewer generated
// cases per property keep a full run within the hour on two cores; `npm test` keeps fast-check's 100.
fc.configureGlobal({ numRuns: 30 });
