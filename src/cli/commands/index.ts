import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { registerApplyCommand } from './apply.js';
import { registerDemoCommand } from './demo.js';
import { registerLagCommand } from './lag.js';
import { registerPlanCommand } from './plan.js';
import { registerSchemasCommand } from './schemas.js';
import { registerTierCommand } from './tier.js';

/** Every CLI command; each lives in its own file and calls the same service the matching action calls. */
export function registerCommands(program: Command, ctx: CliContext): void {
  registerLagCommand(program, ctx);
  registerPlanCommand(program, ctx);
  registerApplyCommand(program, ctx);
  registerTierCommand(program, ctx);
  registerSchemasCommand(program, ctx);
  registerDemoCommand(program, ctx);
}
