// Generates src/api/schema.gen.ts from openapi.yaml. With --check it only compares, and fails
// when the committed file is stale, so CI catches a contract change that was not regenerated.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

const root = new URL('../', import.meta.url);
const specUrl = new URL('openapi.yaml', root);
const outPath = fileURLToPath(new URL('src/api/schema.gen.ts', root));
const check = process.argv.includes('--check');

const ast = await openapiTS(specUrl, { alphabetize: false, exportType: false });
const banner = '// Generated from openapi.yaml by `npm run api:generate`. Do not edit by hand.\n';
const config = (await prettier.resolveConfig(outPath)) ?? {};
const output = await prettier.format(banner + astToString(ast), { ...config, filepath: outPath });

if (check) {
  const current = await readFile(outPath, 'utf8').catch(() => '');
  if (current !== output) {
    console.error(
      'src/api/schema.gen.ts is stale: run `npm run api:generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log('src/api/schema.gen.ts matches openapi.yaml.');
} else {
  await writeFile(outPath, output);
  console.log('wrote src/api/schema.gen.ts');
}
