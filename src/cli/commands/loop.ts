import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { registerDashboardCommand } from './dashboard.js';
import { registerLandCommand } from './land.js';
import { registerTrunkBisectCommands } from './trunk-bisect.js';

/** The daily loop's own steps: land on green, the dashboard issue, trunk bisect and the revert PR. */
export function registerLoopCommands(program: Command, ctx: CliContext): void {
  registerLandCommand(program, ctx);
  registerDashboardCommand(program, ctx);
  registerTrunkBisectCommands(program, ctx);
}
