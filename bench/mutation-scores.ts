// The mutation score of each domain folder (src/domain/<folder>) from Stryker's JSON report
// (npm run test:mutation writes reports/mutation/mutation.json). Several reports may be given,
// for example one per folder run: a later report's file replaces an earlier one's.
//   npm run test:mutation:scores
//   npx tsx bench/mutation-scores.ts reports/a.json reports/b.json
// Score = (killed + timed out) / (killed + timed out + survived + no coverage), as Stryker counts
// it; ignored mutants and those that do not compile are left out. Exits 1 when a folder is under 90%.
import { readFileSync } from 'node:fs';

interface Mutant {
  status: string;
}
interface Report {
  files: Record<string, { mutants: Mutant[] }>;
}

const threshold = 90;
const paths = process.argv.slice(2);
const files = new Map<string, Mutant[]>();
for (const path of paths.length > 0 ? paths : ['reports/mutation/mutation.json']) {
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  for (const [file, { mutants }] of Object.entries(report.files)) files.set(file.replaceAll('\\', '/'), mutants);
}

interface Tally {
  detected: number;
  survived: number;
  noCoverage: number;
  ignored: number;
}
const empty = (): Tally => ({ detected: 0, survived: 0, noCoverage: 0, ignored: 0 });
const folders = new Map<string, Tally>();
const total = empty();
for (const [file, mutants] of files) {
  const folder = /src\/domain\/([^/]+)\//.exec(file)?.[1] ?? '(other)';
  const tally = folders.get(folder) ?? empty();
  folders.set(folder, tally);
  for (const { status } of mutants) {
    for (const t of [tally, total]) {
      if (status === 'Killed' || status === 'Timeout') t.detected += 1;
      else if (status === 'Survived') t.survived += 1;
      else if (status === 'NoCoverage') t.noCoverage += 1;
      else if (status === 'Ignored') t.ignored += 1;
    }
  }
}

const score = (t: Tally) => {
  const valid = t.detected + t.survived + t.noCoverage;
  return valid === 0 ? 100 : (100 * t.detected) / valid;
};
const rows = [...folders].sort(([a], [b]) => a.localeCompare(b));
const line = (name: string, t: Tally) =>
  `| ${name.padEnd(14)} | ${score(t).toFixed(2).padStart(6)} | ${String(t.detected).padStart(5)} | ${String(t.survived).padStart(5)} | ${String(t.noCoverage).padStart(5)} | ${String(t.ignored).padStart(5)} |`;
console.log('| folder         |  score | kill. | surv. | nocov | ign.  |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [name, tally] of rows) console.log(line(name, tally));
console.log(line('all', total));
const under = rows.filter(([, t]) => score(t) < threshold).map(([name]) => name);
if (under.length > 0) {
  console.log(`under ${threshold}%: ${under.join(', ')}`);
  process.exitCode = 1;
}
