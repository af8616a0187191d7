// `npm run test:slow-day`: the suite as on a slow day, to find the next test that passes only
// on a fast machine before CI does. While `npm test` runs, other processes keep cores busy, as a
// developer's browser, editor or a second build would (and as another job on a shared CI machine
// does): one busy core by default, on the 2-core machines half the machine.
//
//   npm run test:slow-day                          npm test with one core kept busy
//   npm run test:slow-day -- --busy 2              two busy cores
//   npm run test:slow-day -- --from test:e2e       passed on to npm test (scripts/run-tests.mjs)
//   npm run test:slow-day -- --run test:e2e -- tests/e2e/quality/keyboard.spec.ts
//                                                  one script (and its arguments) instead of npm test
//
// The busy processes are plain loops at normal priority; they end with the run, also when it
// fails or is interrupted.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: {
    busy: { type: 'string', default: '1' },
    run: { type: 'string' },
    from: { type: 'string' },
  },
  allowPositionals: true,
});

const busyCores = Number(values.busy);
if (!Number.isInteger(busyCores) || busyCores < 0) {
  console.error(`--busy takes a whole number of cores, not "${values.busy}"`);
  process.exit(2);
}

const loops = Array.from({ length: busyCores }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopLoops = () => loops.forEach((loop) => loop.kill('SIGKILL'));
process.on('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopLoops();
    process.exit(130);
  });

const command = values.run
  ? ['npm', ['run', '-s', values.run, '--', ...positionals]]
  : ['npm', ['test', '--', ...(values.from ? ['--from', values.from] : []), ...positionals]];
console.log(
  `Slow day: ${busyCores} core(s) kept busy by another process while \`${command[0]} ${command[1].join(' ')}\` runs`,
);
const child = spawn(command[0], command[1], { stdio: 'inherit' });
child.on('close', (code, signal) => {
  stopLoops();
  process.exit(code ?? (signal ? 1 : 0));
});
