import { readFile } from 'node:fs/promises';
import { checkWorkflow } from '../../../src/domain/workflow-gate/check.js';
import { isParsed, parseGateFile, type ParsedWorkflow } from '../../../src/domain/workflow-gate/parsed-file.js';
import { FIXTURES } from './gate-run.js';

/** The rules are pure: a parsed file in, findings out (no tool, no file read past the fixture's text). */
async function parsed(name: string): Promise<ParsedWorkflow> {
  const file = `${FIXTURES}/${name}`;
  const p = parseGateFile(file, await readFile(file, 'utf8'));
  if (!isParsed(p) || p.kind !== 'workflow') throw new Error(`${file} is not a workflow`);
  return p;
}

describe('workflow gate domain: rules over parse results', () => {
  it("keeps the suite's own checks out of a fork's run and in --self", async () => {
    const p = await parsed('insecure-reusable.yml');
    const fork = checkWorkflow(p, { self: false }).findings.map((f) => f.rule);
    const self = checkWorkflow(p, { self: true }).findings.map((f) => f.rule);
    expect(fork).not.toContain('suite-wiring');
    expect(self).toContain('suite-wiring');
    // The security rules are the same in both.
    expect(fork.filter((r) => r === 'excessive-permissions')).toEqual(
      self.filter((r) => r === 'excessive-permissions'),
    );
  });

  it('places each finding at the line and column of the YAML node it is about', async () => {
    const p = await parsed('zizmor/10-bot-conditions.insecure.yml');
    const bot = checkWorkflow(p, { self: false }).findings.filter((f) => f.rule === 'bot-conditions');
    expect(bot.map((f) => [f.line, f.col])).toEqual([
      [8, 9],
      [20, 9],
    ]);
  });

  it('turns text that is not YAML into one syntax finding', () => {
    const result = parseGateFile('x.yml', 'jobs: [\n');
    expect(isParsed(result)).toBe(false);
    expect(result).toMatchObject({ rule: 'syntax', line: expect.any(Number) });
  });
});
