import type { UpstreamCiSource, UpstreamCiState } from '../../src/domain/plan/upstream-ci.js';

/** A fixed table of results (a test double of upstream's CI). Unknown commits have no CI ('none'). */
export class InMemoryUpstreamCiSource implements UpstreamCiSource {
  private readonly states: Map<string, UpstreamCiState>;
  readonly asked: string[] = [];

  constructor(states: Iterable<readonly [string, UpstreamCiState]> = []) {
    this.states = new Map(states);
  }

  set(sha: string, state: UpstreamCiState): this {
    this.states.set(sha, state);
    return this;
  }

  async state(sha: string): Promise<UpstreamCiState> {
    this.asked.push(sha);
    return this.states.get(sha) ?? 'none';
  }
}
