import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Command } from 'commander';
import { jsonSchemaText, PUBLISHED_SCHEMAS } from '../../schemas/registry.js';
import type { CliContext } from '../context.js';

export function registerSchemasCommand(program: Command, ctx: CliContext): void {
  program
    .command('schemas')
    .description('Write the JSON Schemas of every structured output and config file.')
    .option('--out <dir>', 'directory to write <name>.schema.json files to', 'schemas')
    .action(async (flags: { out: string }) => {
      await mkdir(flags.out, { recursive: true });
      for (const entry of PUBLISHED_SCHEMAS) {
        await writeFile(join(flags.out, `${entry.name}.schema.json`), jsonSchemaText(entry));
        ctx.stdout(`${join(flags.out, `${entry.name}.schema.json`)}\n`);
      }
    });
}
