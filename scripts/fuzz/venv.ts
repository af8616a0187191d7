/**
 * The pinned Schemathesis in the checkout's own virtual environment (.venv-fuzz/, ignored by
 * git). The script does not create it: installing from PyPI is a setup step (.ci/run does it, a
 * developer does it once by hand), not something a check should do behind one's back.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const VENV_DIR = '.venv-fuzz';
export const REQUIREMENTS = 'scripts/fuzz/requirements.txt';

/** The pinned version, from scripts/fuzz/requirements.txt (`schemathesis==X.Y.Z`). */
export function pinnedVersion(root: string): string {
  const text = readFileSync(join(root, REQUIREMENTS), 'utf8');
  const pin = /^schemathesis==(\S+)$/m.exec(text)?.[1];
  if (!pin) throw new Error(`${REQUIREMENTS} pins no schemathesis version`);
  return pin;
}

export const installCommands = [
  `python3 -m venv ${VENV_DIR}`,
  `${VENV_DIR}/bin/pip install -r ${REQUIREMENTS}`,
];

/** The `st` executable when the pinned version is installed; otherwise why not. */
export function findSchemathesis(root: string): { st: string } | { problem: string } {
  const st = join(root, VENV_DIR, 'bin', 'st');
  const pinned = pinnedVersion(root);
  if (!existsSync(st)) return { problem: `Schemathesis is not installed in ${VENV_DIR}/` };
  let version: string;
  try {
    version = execFileSync(st, ['--version'], { encoding: 'utf8' }).trim();
  } catch (error) {
    return { problem: `${VENV_DIR}/bin/st does not run: ${(error as Error).message}` };
  }
  // "st, version 4.32.5"
  const found = /(\d+\.\d+\.\d+\S*)$/.exec(version)?.[1];
  if (found !== pinned)
    return {
      problem: `${VENV_DIR}/ has Schemathesis ${found ?? '?'}, the pinned one is ${pinned}`,
    };
  return { st };
}
