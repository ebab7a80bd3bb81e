/**
 * The local GitHub REST/GraphQL server the tests drive the real Octokit client against. It ships with the demo
 * (src/demo/github-sim/server.ts), which runs the daily loop against it; the tests use the same server.
 */
export * from '../../src/demo/github-sim/server.js';
