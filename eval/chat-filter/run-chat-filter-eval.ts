/**
 * `npm run eval:chat-filter`: the labelled chat set (eval/chat-filter/*.data.ts) through the
 * pre-delivery filter. Prints per kind the detection rate (harmful held or flagged) and the false
 * positives on harmless messages (touched = any finding), the overall figures for the tuning and
 * the held-out part, the timing per message, and every failure.
 *
 *   --repetitions=N   timing runs over the whole set (default 200)
 *   --quiet           no failure list
 */

import { screenMessage } from '../../src/server/modules/chat/filter/screen-message';
import { chatFilterKinds } from '../../src/shared/chat/chat-filter.schema';
import { chatFilterCases } from './chat-filter-cases.data';
import { type CaseVerdict, judgeCase, percentile, summarise } from './chat-filter-metrics';

const argument = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const repetitions = Number(argument('repetitions') ?? 200);
const isQuiet = process.argv.includes('--quiet');
const siteHost = 'kleinkram.de';
const log = (line = '') => console.info(line);
const percent = (part: number, whole: number) =>
  whole === 0 ? '   -  ' : `${((part / whole) * 100).toFixed(1).padStart(5)} %`;

const verdicts: CaseVerdict[] = chatFilterCases.map((entry) =>
  judgeCase(entry, screenMessage(entry.text, { siteHost })),
);
const all = summarise(verdicts);
log(
  `Chat filter: ${chatFilterCases.length} messages (${all.harmful} harmful, ${all.harmless} harmless; ` +
    `${verdicts.filter((verdict) => verdict.entry.language === 'de').length} German, ` +
    `${verdicts.filter((verdict) => verdict.entry.language === 'en').length} English)`,
);
log();
log(
  'Per kind               cases  held  warned  missed  detected   kind found   false positives on harmless',
);
for (const kind of chatFilterKinds) {
  const cases = verdicts.filter(
    (verdict) => verdict.entry.expected !== 'harmless' && verdict.entry.expected.includes(kind),
  );
  const summary = summarise(cases);
  const kindFound = cases.filter((verdict) => !verdict.missingKinds.includes(kind)).length;
  const harmless = verdicts.filter((verdict) => verdict.entry.expected === 'harmless');
  const falsePositives = harmless.filter((verdict) =>
    verdict.result.findings.some((finding) => finding.kind === kind),
  ).length;
  log(
    `  ${kind.padEnd(21)}${String(cases.length).padStart(5)}${String(summary.held).padStart(6)}${String(summary.warned).padStart(8)}` +
      `${String(summary.missed).padStart(8)}   ${percent(summary.held + summary.warned, summary.harmful)}    ${percent(kindFound, cases.length)}` +
      `     ${falsePositives} (${percent(falsePositives, harmless.length).trim()})`,
  );
}
log();
log('Overall                harmful  detected (held + warned)   held      kinds found   harmless  touched');
for (const [label, part] of [
  ['all', verdicts],
  ['tuning', verdicts.filter((verdict) => verdict.entry.part === 'tuning')],
  ['held-out', verdicts.filter((verdict) => verdict.entry.part === 'held-out')],
  ['German', verdicts.filter((verdict) => verdict.entry.language === 'de')],
  ['English', verdicts.filter((verdict) => verdict.entry.language === 'en')],
] as const) {
  const summary = summarise(part);
  log(
    `  ${label.padEnd(21)}${String(summary.harmful).padStart(7)}   ${String(summary.held + summary.warned).padStart(4)} ${percent(summary.held + summary.warned, summary.harmful)}` +
      `        ${percent(summary.held, summary.harmful)}   ${percent(summary.kindsFound, summary.harmful)}   ${String(summary.harmless).padStart(8)}  ${summary.touched} (${percent(summary.touched, summary.harmless).trim()})`,
  );
}

// Timing: every message screened `repetitions` times after a warm-up round.
for (const entry of chatFilterCases) screenMessage(entry.text, { siteHost });
const durations: number[] = [];
// Wall-clock per call includes time the process waits for a core on a shared machine; the CPU
// time of the whole loop says what the filter itself costs.
const cpuBefore = process.cpuUsage();
for (let round = 0; round < repetitions; round += 1) {
  for (const entry of chatFilterCases) {
    const started = performance.now();
    screenMessage(entry.text, { siteHost });
    durations.push(performance.now() - started);
  }
}
const cpuUsed = process.cpuUsage(cpuBefore);
const cpuPerMessage = (cpuUsed.user + cpuUsed.system) / 1000 / durations.length;
durations.sort((first, second) => first - second);
const mean = durations.reduce((sum, value) => sum + value, 0) / durations.length;
const micro = (milliseconds: number) => `${(milliseconds * 1000).toFixed(0)} µs`;
log();
log(
  `Timing over ${durations.length} screenings: mean ${micro(mean)}, p50 ${micro(percentile(durations, 0.5))}, ` +
    `p95 ${micro(percentile(durations, 0.95))}, p99 ${micro(percentile(durations, 0.99))}, max ${micro(durations.at(-1) ?? 0)}`,
);

log(
  `CPU time per screening (process.cpuUsage over the loop, garbage collection included): ${micro(cpuPerMessage)}`,
);

const detectionRate = (all.held + all.warned) / all.harmful;
const touchedRate = all.touched / all.harmless;
const meetsTargets = detectionRate >= 0.95 && touchedRate <= 0.02 && percentile(durations, 0.95) < 2;
log(
  `Targets (≥ 95 % detected, ≤ 2 % of harmless touched, < 2 ms per message): ${meetsTargets ? 'met' : 'NOT met'}`,
);

if (!isQuiet) {
  const failures = verdicts.filter((verdict) => !verdict.isCorrect || verdict.missingKinds.length > 0);
  if (failures.length > 0) log('\nFailures and wrong kinds:');
  for (const verdict of failures) {
    const what =
      verdict.entry.expected === 'harmless'
        ? 'harmless but touched'
        : verdict.isCorrect
          ? `caught, but missing ${verdict.missingKinds.join(', ')}`
          : `MISSED (expected ${verdict.entry.expected.join(', ')})`;
    log(
      `- [${verdict.entry.part}, ${verdict.entry.language}, ${verdict.entry.note}] ${what}: "${verdict.entry.text}"`,
    );
    for (const finding of verdict.result.findings)
      log(`    ${finding.kind} ${finding.severity}: ${finding.match}`);
  }
}
process.exitCode = meetsTargets ? 0 : 1;
