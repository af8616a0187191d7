import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Runs a Node script of the project to its end, or, with `until`, until its output matches (it
 * keeps running: a server). Rejects with the output when it fails. `env` goes over `base` (this
 * process's environment unless given).
 */
export function runNode(
  args: string[],
  env: Record<string, string>,
  until?: RegExp,
  base: NodeJS.ProcessEnv = process.env,
): Promise<{ child: ChildProcess; output: string; match?: RegExpMatchArray }> {
  const child = spawn(process.execPath, args, {
    cwd: process.cwd(),
    env: { ...base, ...env },
    stdio: 'pipe',
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = until && output.match(until);
      if (match) resolve({ child, output, match });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 && !until
        ? resolve({ child, output })
        : reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}
