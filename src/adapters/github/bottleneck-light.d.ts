// The light build of Bottleneck (the scheduler under @octokit/plugin-retry and plugin-throttling) ships no types of its
// own; only what prompt-scheduling.ts reaches is declared.
declare module 'bottleneck/light.js' {
  export default class Bottleneck {
    constructor(options?: Record<string, unknown>);
  }
}
