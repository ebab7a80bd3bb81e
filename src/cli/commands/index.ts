import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { registerApplyCommand } from './apply.js';
import { registerBenchRegressionsCommand } from './bench-regressions.js';
import { registerCheckWorkflowsCommand } from './check-workflows.js';
import { registerAuditGuardsCommand } from './audit-guards.js';
import { registerAuditResolversCommand } from './audit-resolvers.js';
import { registerPublishBundleCommand } from './publish-bundle.js';
import { registerCommitStatusCommand } from './commit-status.js';
import { registerCompareBenchCommand } from './compare-bench.js';
import { registerDemoCommand } from './demo.js';
import { registerDigestCommand } from './digest.js';
import { registerExplainCommand } from './explain.js';
import { registerGreenRefCommand } from './green-ref.js';
import { registerImpactCommand } from './impact.js';
import { registerL3RequestCommand } from './l3-request.js';
import { registerIngestReportCommand } from './ingest-report.js';
import { registerLoopCommands } from './loop.js';
import { registerLagCommand } from './lag.js';
import { registerPlanCommand } from './plan.js';
import { registerSchemasCommand } from './schemas.js';
import { registerSiteCommand } from './site.js';
import { registerSloIssueCommand } from './slo-issue.js';
import { registerTierAggregateCommand } from './tier-aggregate.js';
import { registerTierCommand } from './tier.js';
import { registerTierPublishCommand } from './tier-publish.js';

/** Every CLI command; each lives in its own file and calls the same service the matching action calls. */
export function registerCommands(program: Command, ctx: CliContext): void {
  // The five product commands, in the order a fork uses them.
  registerLagCommand(program, ctx);
  registerExplainCommand(program, ctx);
  registerPlanCommand(program, ctx);
  registerApplyCommand(program, ctx);
  registerAuditGuardsCommand(program, ctx);
  registerPublishBundleCommand(program, ctx);
  registerTierCommand(program, ctx);
  registerCompareBenchCommand(program, ctx);
  registerImpactCommand(program, ctx);
  registerL3RequestCommand(program, ctx);
  // The whole chain offline.
  registerDemoCommand(program, ctx);
  // Steps of the reusable workflows.
  registerIngestReportCommand(program, ctx);
  registerTierAggregateCommand(program, ctx);
  registerTierPublishCommand(program, ctx);
  registerCommitStatusCommand(program, ctx);
  registerGreenRefCommand(program, ctx);
  registerLoopCommands(program, ctx);
  registerSloIssueCommand(program, ctx);
  registerDigestCommand(program, ctx);
  registerBenchRegressionsCommand(program, ctx);
  registerSchemasCommand(program, ctx);
  registerSiteCommand(program, ctx);
  registerCheckWorkflowsCommand(program, ctx);
  registerAuditResolversCommand(program, ctx);
}
